// Whether a bank line's payer is the driver: banks write the name in capitals, without accents, truncated or with
// initials ("J R COSTA", "CARLOS E SANTOS", "FRANCISCA DAS CHAGAS SOUS").

const LIGACOES = new Set(['DE', 'DA', 'DO', 'DAS', 'DOS', 'E']);

export function palavras(texto: string): string[] {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * The driver's names found in order in the payer's text, each whole, as its initial, or cut after 4 letters or more:
 * the first name and at least one more (all of a one-word name), one of them whole.
 */
export function nomeConfere(nomeMotorista: string, pagador: string): boolean {
  const nomes = palavras(nomeMotorista).filter((p) => !LIGACOES.has(p));
  const texto = palavras(pagador);
  if (!nomes.length || !texto.length) return false;
  let desde = 0;
  let achados = 0;
  let inteiros = 0;
  for (const [i, nome] of nomes.entries()) {
    const at = texto.findIndex((t, j) => j >= desde && (t === nome || (t.length === 1 && t === nome[0]) || (t.length >= 4 && nome.startsWith(t))));
    if (at < 0) {
      if (i === 0) return false;
      continue;
    }
    achados++;
    if (texto[at]!.length > 1) inteiros++;
    desde = at + 1;
  }
  return inteiros >= 1 && achados >= Math.min(2, nomes.length);
}
