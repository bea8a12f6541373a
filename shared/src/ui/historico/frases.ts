import { ACAO_AUDITORIA_LABELS, REQUEST_ID_LINHA_DE_COMANDO } from '../../domain/auditoria';
import { formatBRL, formatDate, formatDiaHora, formatNumber } from '../../domain/format';
import type { RegistroAuditoria } from '../../domain/schemas/auditoria';
import { etapaLabel } from '../../domain/schemas/lembretes';
import type { FieldConfig } from '../resource-form/field-config';

// Bookkeeping columns every row carries: a change of them alone is no change a person made.
const IGNORADOS = new Set(['id', 'versao', 'created_at', 'updated_at']);

export interface Alteracao {
  campo: string;
  de: string;
  para: string;
}

/** A value as its field shows it: money in reais, days as dd/mm/aaaa, an option by its label. */
export function valorDoCampo(field: FieldConfig | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'vazio';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  switch (field?.type) {
    case 'money':
      return formatBRL(Number(value));
    case 'date':
      return formatDate(String(value));
    case 'number':
    case 'integer':
      return formatNumber(Number(value));
    case 'select':
      return field.options.find((option) => String(option.value) === String(value))?.label ?? String(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const mesmo = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields a change touched, in the form's order and by its labels; with no form (the /auditoria screen), every
 * changed column by its own name ("valor compra").
 */
export function alteracoes(registro: Pick<RegistroAuditoria, 'antes' | 'depois'>, fields: readonly FieldConfig[]): Alteracao[] {
  const antes = registro.antes ?? {};
  const depois = registro.depois ?? {};
  const nomes = fields.length ? fields.map((f) => f.name) : [...new Set([...Object.keys(antes), ...Object.keys(depois)])].filter((k) => !IGNORADOS.has(k));
  return nomes
    .filter((nome) => (nome in antes || nome in depois) && !mesmo(antes[nome], depois[nome]))
    .map((nome) => {
      const field = fields.find((f) => f.name === nome);
      return { campo: field?.label ?? nome.replace(/_/g, ' '), de: valorDoCampo(field, antes[nome]), para: valorDoCampo(field, depois[nome]) };
    });
}

/** "a", "a e b", "a, b e c" */
function juntar(itens: readonly string[]): string {
  return itens.length <= 1 ? itens.join('') : `${itens.slice(0, -1).join(', ')} e ${itens.at(-1)}`;
}

/**
 * Who did it: the user's name, else the email typed at a sign-in, else the driver on his own page ("Carlos Pereira
 * (motorista)": the staff tell him from a colleague), else the server's command line.
 */
export function autorDoRegistro(registro: RegistroAuditoria): string {
  if (registro.usuario_nome ?? registro.email) return (registro.usuario_nome ?? registro.email)!;
  if (registro.motorista_nome) return `${registro.motorista_nome} (motorista)`;
  return registro.request_id === REQUEST_ID_LINHA_DE_COMANDO ? 'A linha de comando do servidor' : 'Alguém';
}

/** What happened, said after the user's name: "alterou Valor de R$ 600,00 para R$ 640,00". */
export function oQueFez(registro: RegistroAuditoria, fields: readonly FieldConfig[]): string {
  const verbo = ACAO_AUDITORIA_LABELS[registro.acao];
  switch (registro.acao) {
    case 'alteracao':
    case 'papel': {
      const lista = alteracoes(registro, fields);
      return lista.length ? `alterou ${juntar(lista.map((a) => `${a.campo} de ${a.de} para ${a.para}`))}` : `${verbo} o registro`;
    }
    case 'recebimento':
      return `${verbo} de ${formatBRL(Number(registro.depois?.valor ?? 0))}`;
    case 'estorno':
      return `${verbo} de ${formatBRL(Number(registro.antes?.valor ?? 0))}`;
    case 'lembrete_enviado':
      return `${verbo} (${etapaLabel(String(registro.depois?.etapa ?? ''))}) de ${formatBRL(Number(registro.depois?.valor ?? 0))}`;
    case 'criacao':
    case 'exclusao':
      return `${verbo} o registro`;
    default:
      return verbo;
  }
}

/** "Maria alterou Valor de R$ 600,00 para R$ 640,00 em 03/11 14:12" (São Paulo time). */
export function frase(registro: RegistroAuditoria, fields: readonly FieldConfig[]): string {
  return `${autorDoRegistro(registro)} ${oQueFez(registro, fields)} em ${formatDiaHora(registro.em)}`;
}
