import extenso from 'extenso';

/** A BRL amount in words, for the recibo: 640.5 → "seiscentos e quarenta reais e cinquenta centavos". */
export function valorPorExtenso(valor: number): string {
  // a string with a point and two decimals: a number's float digits (0.1 + 0.2) never reach the words
  return extenso(valor.toFixed(2), { mode: 'currency' });
}
