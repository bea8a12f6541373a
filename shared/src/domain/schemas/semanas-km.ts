import { z } from 'zod';

/** One ended week of a contract on a franchise, with the km it ran (issue 35); km null: no usable reading at that end. */
export const semanaKm = z.object({
  /** the week's first day, the due date of its rent */
  inicio: z.string(),
  /** the day at whose midnight it ended */
  fim: z.string(),
  km_inicio: z.number().nullable(),
  km_fim: z.number().nullable(),
  km_rodados: z.number().nullable(),
  km_franquia: z.number(),
  /** the km past the franchise, 0 within it; null while not measured */
  km_excedente: z.number().nullable(),
  /** the `km_excedente` charge it made */
  pagamento_id: z.number().nullable(),
});

/** GET /api/contratos/{id}/semanas-km: its ended weeks, latest first; none without a franchise. */
export const semanasKmDoContrato = z.object({
  km_franquia_semanal: z.number().nullable(),
  semanas: z.array(semanaKm),
});

export type SemanaKm = z.infer<typeof semanaKm>;
export type SemanasKmDoContrato = z.infer<typeof semanasKmDoContrato>;

/** "Semana de 02/11: 1.562 km de 1.250 km", or "Semana de 02/11: sem leitura de km". */
export function textoSemanaKm(semana: Pick<SemanaKm, 'inicio' | 'km_rodados' | 'km_franquia'>): string {
  const dia = `${semana.inicio.slice(8, 10)}/${semana.inicio.slice(5, 7)}`;
  const km = (n: number) => n.toLocaleString('pt-BR');
  return semana.km_rodados === null ? `Semana de ${dia}: sem leitura de km` : `Semana de ${dia}: ${km(semana.km_rodados)} km de ${km(semana.km_franquia)} km`;
}
