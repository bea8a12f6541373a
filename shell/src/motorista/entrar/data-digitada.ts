/** "01021990" or "1/2/1990" typed as the driver types it, shown "01/02/1990": the slashes come by themselves. */
export function mascaraData(digitado: string): string {
  const digitos = digitado.replace(/\D/g, '').slice(0, 8);
  return [digitos.slice(0, 2), digitos.slice(2, 4), digitos.slice(4)].filter(Boolean).join('/');
}

/** "dd/mm/aaaa" → "aaaa-mm-dd" when it is a real day; null otherwise. */
export function diaDigitado(texto: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  if (!m) return null;
  const [, d, mo, a] = m;
  const data = new Date(Date.UTC(Number(a), Number(mo) - 1, Number(d)));
  const valida = data.getUTCFullYear() === Number(a) && data.getUTCMonth() === Number(mo) - 1 && data.getUTCDate() === Number(d);
  return valida && Number(a) >= 1900 ? `${a}-${mo}-${d}` : null;
}
