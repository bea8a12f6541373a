import { z } from 'zod';
import { MSG } from '../messages';
import { validarEmail } from '../email';
import { hojeSaoPaulo } from '../format';
import { IDADE_MINIMA_MOTORISTA, idadeEm } from '../idade';
import { formatPlaca, isPlacaValida } from '../placa';

// Field builders shared by every entity schema, so each rule and message lives once.

function vazio(input: unknown): boolean {
  return input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
}

// String.prototype.trim keeps the zero-width characters (U+200B–U+200D, U+2060, the soft hyphen): a name made of them
// looks empty on every screen, so they are trimmed with the spaces and a field of only them is empty (issue 18)
const BORDA_INVISIVEL = /^[\s\u00AD\u200B-\u200D\u2060\uFEFF]+|[\s\u00AD\u200B-\u200D\u2060\uFEFF]+$/gu;

/** Trims spaces and invisible characters from both ends. */
export function aparar(valor: string): string {
  return valor.replace(BORDA_INVISIVEL, '');
}

export function texto(max = 255) {
  return z
    .string({ error: (iss) => (vazio(iss.input) ? MSG.obrigatorio : MSG.textoInvalido) })
    .overwrite(aparar)
    .min(1, MSG.obrigatorio)
    .max(max, MSG.textoLongo);
}

/** Optional text: empty or missing becomes null. */
export function textoOpcional(max = 2000) {
  return z
    .string({ error: MSG.textoInvalido })
    .overwrite(aparar)
    .max(max, MSG.textoLongo)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Form inputs send '' for an empty optional field: treat it, null and missing alike, as null. */
export function opcional<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((v) => (v === '' ? null : v), schema.nullish())
    .transform((v) => (v ?? null) as z.output<T> | null);
}

function numeroBase() {
  return z.number({ error: (iss) => (vazio(iss.input) ? MSG.obrigatorio : MSG.numeroInvalido) }).finite(MSG.numeroInvalido);
}

export function inteiroNaoNegativo(max = 2_000_000_000) {
  return numeroBase().int(MSG.inteiroInvalido).min(0, MSG.naoNegativo).max(max, MSG.valorMuitoAlto);
}

export const ANO_MINIMO = 1900;
export function anoMaximo(agora: Date = new Date()): number {
  return agora.getFullYear() + 1;
}

/** A year from 1900 to next year (a vehicle's year of make). */
export function ano() {
  return inteiroNaoNegativo(9999).refine((valor) => valor >= ANO_MINIMO && valor <= anoMaximo(), {
    error: () => MSG.anoForaDoIntervalo(anoMaximo()),
  });
}

/** Money fits numeric(12,2). */
export function dinheiro({ positivo = false } = {}) {
  return numeroBase()
    .min(0, MSG.naoNegativo)
    .max(9_999_999_999.99, MSG.valorMuitoAlto)
    .refine((v) => !positivo || v > 0, MSG.maiorQueZero)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, MSG.centavos);
}

/** A percentage from 0 to `max`, two decimals at most (numeric(5,2)); `foraDoLimite` says the bounds. */
export function percentual(max: number, foraDoLimite: string) {
  return numeroBase()
    .min(0, foraDoLimite)
    .max(max, foraDoLimite)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, MSG.centavos);
}

/** A whole number from 0 to `max`; `foraDoLimite` says the bounds. */
export function inteiroAte(max: number, foraDoLimite: string) {
  return numeroBase().int(MSG.inteiroInvalido).min(0, foraDoLimite).max(max, foraDoLimite);
}

/** A row's version: grows by one on each change; GET by id answers it as the ETag, PUT/DELETE compare If-Match. */
export function versao() {
  return z.number().int().positive();
}

export function id() {
  return z
    .number({ error: (iss) => (vazio(iss.input) ? MSG.obrigatorio : MSG.idInvalido) })
    .int(MSG.idInvalido)
    .positive(MSG.idInvalido)
    .max(2_147_483_647, MSG.idInvalido);
}

/** Optional reference: empty or missing becomes null. */
export function idOpcional() {
  return opcional(id());
}

function isDiaValido(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2200 && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** A calendar day, 'YYYY-MM-DD'. */
export function dia() {
  return z
    .string({ error: MSG.obrigatorio })
    .overwrite(aparar)
    .min(1, MSG.obrigatorio)
    .refine(isDiaValido, MSG.dataInvalida);
}

export function diaOpcional() {
  return opcional(dia());
}

/** The day is not after `hoje` ('YYYY-MM-DD' both), today in São Paulo unless given. */
export function naoFutura(dia: string, hoje: string = hojeSaoPaulo()): boolean {
  return dia <= hoje;
}

/** Of age on today's date in São Paulo, read on each parse (born 29/02: the birthday of a common year is 01/03). */
export function dataNascimento() {
  return dia().refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || idadeEm(v, hojeSaoPaulo()) >= IDADE_MINIMA_MOTORISTA, MSG.motoristaMenorDeIdade);
}

/**
 * A day that has already come in São Paulo (a fine, an accident, a receipt): a later one is "A data não pode ser
 * futura.". Today is read on each parse, so a server up for days judges by the day of the request.
 */
export function dataPassada() {
  return dia().refine((v) => !isDiaValido(v) || naoFutura(v), MSG.dataFutura);
}

/** An instant as an ISO 8601 timestamp; a bare day is read as midnight UTC. Stored and answered as ISO. */
export function instante() {
  return z
    .string({ error: MSG.obrigatorio })
    .overwrite(aparar)
    .min(1, MSG.obrigatorio)
    .refine((v) => {
      if (isDiaValido(v)) return true;
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v)) return false;
      const t = new Date(v);
      return !Number.isNaN(t.getTime()) && isDiaValido(v.slice(0, 10));
    }, MSG.dataInvalida)
    .transform((v) => new Date(isDiaValido(v) ? `${v}T00:00:00Z` : v).toISOString());
}

/** A phone's clock may run a little ahead of the server's. */
const RELOGIO_ADIANTADO_MS = 5 * 60 * 1000;

/**
 * An instant whose day has already come: its UTC day (a fine's day, SPEC §2, as the form types it and the list
 * shows it) not after today in São Paulo, else "A data não pode ser futura.". Today is read on each parse. A moment
 * with its time (a vistoria done now) is past when it is: from 21:00 in São Paulo its UTC day is already tomorrow.
 */
export function instantePassado() {
  return instante().refine((v) => {
    if (!ISO_INSTANTE.test(v) || naoFutura(v.slice(0, 10))) return true;
    return !v.endsWith('T00:00:00.000Z') && Date.parse(v) <= Date.now() + RELOGIO_ADIANTADO_MS;
  }, MSG.dataFutura);
}

/** What instante() answers: 'YYYY-MM-DDTHH:MM:SS.sssZ'. */
const ISO_INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function opcao<const T extends readonly string[]>(valores: T) {
  return z.enum(valores, { error: (iss) => (vazio(iss.input) ? MSG.obrigatorio : MSG.opcaoInvalida) });
}

export function booleano() {
  return z.boolean({ error: (iss) => (vazio(iss.input) ? MSG.obrigatorio : MSG.opcaoInvalida) });
}

/** A string checked by one of the SPEC validators, which returns its own message. */
export function validado(validar: (v: string) => string | null, normalizar: (v: string) => string) {
  return z
    .string({ error: (iss) => validar(typeof iss.input === 'string' ? iss.input : '') ?? 'Inválido' })
    .overwrite(aparar)
    .superRefine((v, ctx) => {
      const erro = validar(v);
      if (erro) ctx.addIssue({ code: 'custom', message: erro });
    })
    .transform(normalizar);
}

/** A Brazilian plate, old or Mercosul, stored as AAA-9999 or AAA-9A99. */
export function placa() {
  return z.string({ error: MSG.placaInvalida }).refine(isPlacaValida, MSG.placaInvalida).transform(formatPlaca);
}

/** An email as SPEC §5 checks it, stored lower-cased. */
export function email() {
  return validado(validarEmail, (v) => v.trim().toLowerCase());
}
