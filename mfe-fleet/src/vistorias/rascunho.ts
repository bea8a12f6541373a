import { createStore, del, entries, get, set } from 'idb-keyval';
import { newIdempotencyKey, type Angulo, type ESTADOS_ITEM, type GRAVIDADES, type ListaItem, type TipoVistoria } from '@frota/shared';

export type { TipoVistoria };
export type EstadoItem = (typeof ESTADOS_ITEM)[number];
export type Gravidade = (typeof GRAVIDADES)[number];

/** The registry's checklist item, as the server checks it. */
export type ItemVistoria = ListaItem<'itens_vistoria'>;

/** The registry's damage mark; on the phone its photos are the draft's, so their server ids come at the sending. */
export type Avaria = Omit<ListaItem<'avarias_vistoria'>, 'foto_ids'>;

/**
 * A photo taken on the phone: kept as its bytes until the server has it, under the key that makes a resend harmless.
 * Bytes, not a Blob: every browser's IndexedDB keeps an ArrayBuffer (Safari's has lost Blobs).
 */
export interface FotoLocal {
  chave: string;
  bytes: ArrayBuffer;
  tipo: string;
  angulo?: Angulo;
  avaria_numero?: number;
  /** The server's id, once sent. */
  id?: number;
}

/**
 * A vistoria as the clerk fills it at the car, kept on the phone (IndexedDB) after every change: it survives a reload
 * and a closed tab, and leaves only when the server has all of it. Each request of its sending has its own
 * Idempotency-Key, made once, so a resend after a lost answer never makes a second vistoria or photo.
 */
export interface Rascunho {
  chave: string;
  contrato_id: number;
  veiculo_id: number;
  tipo: TipoVistoria;
  realizada_em: string;
  quilometragem: number | null;
  confirmar_km_menor: boolean;
  combustivel_oitavos: number | null;
  itens: ItemVistoria[];
  avarias: Avaria[];
  fotos: FotoLocal[];
  observacoes: string | null;
  assinado_por_motorista: string;
  /** Where the clerk is: 0 km and fuel, 1 checklist, 2 photos, 3 damages, 4 signatures. */
  passo: number;
  /** 'enviando': concluded on the phone, waiting for (or in) its sending. */
  estado: 'preenchendo' | 'enviando';
  chaves: { criar: string; concluir: string };
  /** What the server answered so far. */
  servidor?: { id: number; versao: number };
  /** The last sending's failure, in pt-BR, while it waits to try again. */
  erro?: string;
}

export const ITENS_PADRAO = ['Estepe', 'Macaco', 'Chave de roda', 'Triângulo', 'CRLV', 'Tapetes', 'Extintor', 'Chave reserva'];

const loja = () => createStore('frota-vistorias', 'rascunhos');

export function novoRascunho(dados: Pick<Rascunho, 'contrato_id' | 'veiculo_id' | 'tipo'>): Rascunho {
  return {
    ...dados,
    chave: newIdempotencyKey(),
    realizada_em: new Date().toISOString(),
    quilometragem: null,
    confirmar_km_menor: false,
    combustivel_oitavos: null,
    itens: ITENS_PADRAO.map((item) => ({ item, estado: 'ok', observacao: null })),
    avarias: [],
    fotos: [],
    observacoes: null,
    assinado_por_motorista: '',
    passo: 0,
    estado: 'preenchendo',
    chaves: { criar: newIdempotencyKey(), concluir: newIdempotencyKey() },
  };
}

/** The draft of a contract's entrega or devolução on this phone, if one was started. */
export async function rascunhoDe(contratoId: number, tipo: TipoVistoria): Promise<Rascunho | undefined> {
  return (await todos()).find((r) => r.contrato_id === contratoId && r.tipo === tipo);
}

export async function guardar(rascunho: Rascunho): Promise<void> {
  await set(rascunho.chave, rascunho, loja());
}

export async function esquecer(chave: string): Promise<void> {
  await del(chave, loja());
}

export async function lerRascunho(chave: string): Promise<Rascunho | undefined> {
  return get<Rascunho>(chave, loja());
}

export async function todos(): Promise<Rascunho[]> {
  return (await entries<string, Rascunho>(loja())).map(([, r]) => r);
}
