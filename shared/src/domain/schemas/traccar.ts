import { z } from 'zod';
import { MSG } from '../messages';
import { idParams } from './api';

const numero = z.number().finite();

/**
 * What Traccar POSTs with `forward.json=true` (its PositionData: `position` and `device`, Jackson-serialized, dates
 * as ISO text). Only what Frota reads is checked; the rest of Traccar's fields pass untouched.
 */
export const traccarPosicao = z.looseObject({
  position: z.looseObject({
    fixTime: z.union([z.string().min(1).max(64), numero]),
    latitude: numero.min(-90).max(90),
    longitude: numero.min(-180).max(180),
    speed: numero.optional(),
    attributes: z
      .looseObject({
        /** meters since the device was added to Traccar */
        totalDistance: numero.nonnegative().optional(),
        /** the car's own odometer, meters, when the device reads it */
        odometer: numero.nonnegative().optional(),
      })
      .optional(),
  }),
  device: z.looseObject({
    id: numero.optional(),
    name: z.string().max(255).optional(),
    uniqueId: z.string().trim().min(1).max(255),
  }),
});
export type TraccarPosicao = z.infer<typeof traccarPosicao>;

export const traccarResposta = z.object({
  /** false: no tracker has this uniqueId yet; it is listed for an administrador to link */
  conhecido: z.boolean(),
  /** the reading stored from this position, if one was (a position 15 min and 1 km from the last one is not) */
  leitura_id: z.number().nullable(),
  suspeita: z.boolean(),
});

/** A Traccar device no tracker knows, as GET /integracoes/traccar/desconhecidos lists them. */
export const dispositivoDesconhecido = z.object({
  id: z.number(),
  unique_id: z.string(),
  nome: z.string().nullable(),
  contato_em: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  posicoes: z.number(),
});
export type DispositivoDesconhecido = z.infer<typeof dispositivoDesconhecido>;

export const vincularDispositivoInput = z.object({ rastreador_id: idParams.shape.id });
export const vincularDispositivoResposta = z.object({ rastreador_id: z.number(), codigo_identificacao: z.string() });
export type VincularDispositivoInput = z.infer<typeof vincularDispositivoInput>;

/** A vehicle's last contact: the newest position of its trackers. */
export const ultimoContato = z.object({ em: z.string(), latitude: z.number(), longitude: z.number() });
export type UltimoContato = z.infer<typeof ultimoContato>;

export const traccarTokenQuery = z.object({ token: z.string({ error: MSG.textoInvalido }).max(512).optional() });
