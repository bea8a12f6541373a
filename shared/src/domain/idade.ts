// A driver's age on a day, counted as Brazilian law does: one more year on each birthday; born on 29/02, the
// birthday of a common year is 01/03.

/** The age reached on `dia` ('YYYY-MM-DD') by someone born on `nascimento` ('YYYY-MM-DD'). */
export function idadeEm(nascimento: string, dia: string): number {
  const [ano, mes, d] = nascimento.split('-').map(Number) as [number, number, number];
  const [anoHoje, mesHoje, diaHoje] = dia.split('-').map(Number) as [number, number, number];
  const bissexto = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  // the birthday in the year of `dia`: 29/02 of a common year is 01/03
  const [mesAniversario, diaAniversario] = mes === 2 && d === 29 && !bissexto(anoHoje) ? [3, 1] : [mes, d];
  const fezAnos = mesHoje > mesAniversario || (mesHoje === mesAniversario && diaHoje >= diaAniversario);
  return anoHoje - ano - (fezAnos ? 0 : 1);
}

/** A driver must be of age. */
export const IDADE_MINIMA_MOTORISTA = 18;
