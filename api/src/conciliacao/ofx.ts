import { createHash } from 'node:crypto';
import { parseSync } from 'ofx-js';

/** A credit of the statement, as stored: the amount in whole cents. */
export interface CreditoOfx {
  conta: string;
  fitid: string;
  /** YYYY-MM-DD, the bank's own day */
  data: string;
  centavos: number;
  memo: string | null;
  nome: string | null;
}

/**
 * A line whose date or amount could not be read, kept as suspect: what could be read, and what the file wrote for
 * the rest. Never guessed: a person checks it in the bank.
 */
export interface IlegivelOfx {
  conta: string;
  fitid: string;
  data: string | null;
  centavos: number | null;
  data_bruta: string | null;
  valor_bruto: string | null;
  memo: string | null;
  nome: string | null;
}

export class NaoEOfx extends Error {}

type No = Record<string, unknown>;

const lista = <T>(valor: T | T[] | undefined): T[] => (valor === undefined ? [] : Array.isArray(valor) ? valor : [valor]);
const texto = (valor: unknown, max: number): string | null => {
  const t = typeof valor === 'string' ? valor.replace(/\s+/g, ' ').trim() : '';
  return t ? t.slice(0, max) : null;
};

/** Banks write their statements in UTF-8 or, most Brazilian ones, in Windows-1252 (CHARSET:1252). */
function decodificar(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** "150.00", "-45,90", "+1.650,00", "1,650.00" → cents; null for anything else. */
export function lerValor(bruto: unknown): number | null {
  if (typeof bruto !== 'string') return null;
  let t = bruto.trim().replace(/\s/g, '');
  if (!/^[+-]?[\d.,]+$/.test(t)) return null;
  const virgula = t.lastIndexOf(',');
  const ponto = t.lastIndexOf('.');
  // the last separator is the decimal one; the other groups thousands
  t = virgula > ponto ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** DTPOSTED "20261120120000[-3:BRT]" or "20261120" → "2026-11-20"; null when it is no day. */
export function lerData(bruto: unknown): string | null {
  const m = typeof bruto === 'string' ? /^\s*(\d{4})(\d{2})(\d{2})/.exec(bruto) : null;
  if (!m) return null;
  const dia = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${dia}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === dia ? dia : null;
}

function contaDe(extrato: No): string {
  const de = (extrato.BANKACCTFROM ?? {}) as No;
  const partes = [de.BANKID, de.BRANCHID, de.ACCTID].map((p) => texto(p, 30)).filter(Boolean);
  return partes.length ? partes.join('/').slice(0, 80) : 'sem-conta';
}

/** A FITID for a line without one, from its content: the same line twice in one file is two, told apart by its place. */
function fitidDeConteudo(vistos: Map<string, number>, base: string): string {
  const n = (vistos.get(base) ?? 0) + 1;
  vistos.set(base, n);
  return `sem-fitid:${createHash('sha256').update(`${base}|${String(n)}`).digest('hex').slice(0, 32)}`;
}

/**
 * The credits of an OFX statement (1.x SGML or 2.x XML), parsed by ofx-js: debits (an amount ≤ 0) are left out; a
 * line whose date or amount cannot be read is answered apart (`ilegiveis`), as the file wrote it. A line with no FITID
 * gets one from its content.
 */
export function lerOfx(bytes: Buffer): { creditos: CreditoOfx[]; ilegiveis: IlegivelOfx[] } {
  const conteudo = decodificar(bytes);
  if (!/<OFX>/i.test(conteudo)) throw new NaoEOfx();
  let ofx: No;
  try {
    // ofx-js splits on the upper-case tag; a few banks write it lower-case
    ofx = parseSync(conteudo.replace(/<(\/?)ofx>/gi, '<$1OFX>')).OFX as No;
  } catch {
    throw new NaoEOfx();
  }
  const extratos = lista((ofx?.BANKMSGSRSV1 as No | undefined)?.STMTTRNRS as No | No[] | undefined)
    .map((trnrs) => trnrs.STMTRS as No | undefined)
    .filter((stmtrs): stmtrs is No => !!stmtrs && typeof stmtrs === 'object');
  if (!extratos.length) throw new NaoEOfx();

  const creditos: CreditoOfx[] = [];
  const ilegiveis: IlegivelOfx[] = [];
  for (const extrato of extratos) {
    const conta = contaDe(extrato);
    const vistos = new Map<string, number>();
    for (const trn of lista((extrato.BANKTRANLIST as No | undefined)?.STMTTRN as No | No[] | undefined)) {
      if (!trn || typeof trn !== 'object') continue;
      const centavos = lerValor(trn.TRNAMT);
      const data = lerData(trn.DTPOSTED);
      // a debit is never rent, whatever its date says
      if (centavos !== null && centavos <= 0) continue;
      const memo = texto(trn.MEMO, 500);
      const nome = texto(trn.NAME ?? (trn.PAYEE as No | undefined)?.NAME, 500);
      const fitid = texto(trn.FITID, 255);
      if (centavos === null || data === null) {
        const data_bruta = texto(trn.DTPOSTED, 100);
        const valor_bruto = texto(trn.TRNAMT, 100);
        const base = `ilegivel|${data_bruta ?? ''}|${valor_bruto ?? ''}|${memo ?? ''}|${nome ?? ''}`;
        ilegiveis.push({ conta, fitid: fitid ?? fitidDeConteudo(vistos, base), data, centavos, data_bruta, valor_bruto, memo, nome });
        continue;
      }
      const base = `${data}|${String(centavos)}|${memo ?? ''}|${nome ?? ''}`;
      creditos.push({ conta, fitid: fitid ?? fitidDeConteudo(vistos, base), data, centavos, memo, nome });
    }
  }
  return { creditos, ilegiveis };
}
