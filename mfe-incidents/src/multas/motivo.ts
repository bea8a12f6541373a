/** The fine list shows the reason cut to 30 characters (SPEC §2, §9); the full text goes in the hover title. */
export const MOTIVO_MAX_LISTA = 30;

export function motivoResumido(motivo: string, max: number = MOTIVO_MAX_LISTA): string {
  const chars = Array.from(motivo);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : motivo;
}
