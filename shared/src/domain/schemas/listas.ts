import { z } from 'zod';
import type { ListaName } from '../entity-fields';
import { MSG } from '../messages';
import { id, opcao, texto, textoOpcional } from './fields';

// The items of the registry's `lista` fields, stored as JSON: the database cannot check their shape, so the form and
// the server validate each item with these schemas.

export const ESTADOS_ITEM = ['ok', 'faltando', 'avariado'] as const;
export const GRAVIDADES = ['leve', 'media', 'grave'] as const;

/** A point on the drawing of the car seen from above, from 0 to 1 on each axis. */
const coordenada = () => z.number({ error: MSG.numeroInvalido }).min(0, MSG.numeroInvalido).max(1, MSG.numeroInvalido);

/** One line of a vistoria's checklist (estepe, macaco…). */
export const itemVistoria = z.object({
  item: texto(100),
  estado: opcao(ESTADOS_ITEM),
  observacao: textoOpcional(500),
});

/** One damage marked on the drawing: its number goes on from the entrega's at a devolução. */
export const avariaVistoria = z.object({
  numero: z.number({ error: MSG.inteiroInvalido }).int(MSG.inteiroInvalido).min(1, MSG.inteiroInvalido).max(999, MSG.inteiroInvalido),
  x: coordenada(),
  y: coordenada(),
  descricao: texto(500),
  gravidade: opcao(GRAVIDADES),
  foto_ids: z.array(id()).max(20).default([]),
});

export const LISTA_SCHEMAS = { itens_vistoria: itemVistoria, avarias_vistoria: avariaVistoria } as const satisfies Record<ListaName, z.ZodType>;

export type ListaItem<L extends ListaName> = z.output<(typeof LISTA_SCHEMAS)[L]>;

/** The items as a row answers them (plain shapes: the answer's serializer is built from these). */
export const LISTA_ROWS = {
  itens_vistoria: z.object({ item: z.string(), estado: z.enum(ESTADOS_ITEM), observacao: z.string().nullable() }),
  avarias_vistoria: z.object({
    numero: z.number(),
    x: z.number(),
    y: z.number(),
    descricao: z.string(),
    gravidade: z.enum(GRAVIDADES),
    foto_ids: z.array(z.number()),
  }),
} as const satisfies Record<ListaName, z.ZodObject>;
