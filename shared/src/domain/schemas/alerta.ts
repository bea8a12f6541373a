import { z } from 'zod';
import { STATUS_ALERTA, TIPOS_ALERTA } from '../enums';
import { id } from './fields';
import { veiculoResumo } from './veiculo';

export const alertaManutencao = z.object({
  id: id(),
  veiculo_id: z.number(),
  tipo_alerta: z.enum(TIPOS_ALERTA),
  /** km driven since the last service */
  quilometragem_alerta: z.number().nullable(),
  /** days since the last service */
  dias_alerta: z.number().nullable(),
  status: z.enum(STATUS_ALERTA),
  veiculo: veiculoResumo,
});

export type AlertaManutencao = z.infer<typeof alertaManutencao>;
