const ANTIGA = /^[A-Z]{3}\d{4}$/;
const MERCOSUL = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** Keeps letters and digits only, upper-cased: "abc-1d23" → "ABC1D23". */
export function normalizePlaca(valor: string): string {
  return valor.replace(/[^a-zA-Z0-9]/g, '').toUpperCase();
}

export function isPlacaValida(valor: string): boolean {
  const p = normalizePlaca(valor);
  return ANTIGA.test(p) || MERCOSUL.test(p);
}

/** The stored form, AAA-9999 or AAA-9A99; an invalid plate comes back normalized. */
export function formatPlaca(valor: string): string {
  const p = normalizePlaca(valor);
  return isPlacaValida(p) ? `${p.slice(0, 3)}-${p.slice(3)}` : p;
}

/** Mask while typing: at most 7 characters, with the hyphen after the letters. */
export function maskPlaca(valor: string): string {
  const p = normalizePlaca(valor).slice(0, 7);
  return p.length > 3 ? `${p.slice(0, 3)}-${p.slice(3)}` : p;
}
