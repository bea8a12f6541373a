import { formatBRL, formatDate } from './format';
import { formatPlaca } from './placa';
import type { CobrancaMotorista } from './schemas/conta-motorista';

// The WhatsApp messages of collection, in one place: Cobrança's (built on the page) and the day's reminders (built
// by the API, which answers their wa.me link).

/** The phone's digits with Brazil's 55 in front ("(11) 98765-4321" → "5511987654321"); null when it is no phone. */
export function telefoneInternacional(telefone: string): string | null {
  const digitos = telefone.replace(/\D/g, '');
  if (digitos.length === 10 || digitos.length === 11) return `55${digitos}`;
  if ((digitos.length === 12 || digitos.length === 13) && digitos.startsWith('55')) return digitos;
  return null;
}

// a plain space: the message is typed into a chat, where a no-break space only confuses
const reais = (valor: number) => formatBRL(valor).replace(/\u00a0/g, ' ');

const PIX = (pix: string) => `Para pagar com Pix, use o código copia e cola:\n${pix}`;
const DESPEDIDA = 'Qualquer dúvida, estamos à disposição.';

/** The encargos beside the rent, and the total the Pix asks (issue 36): ", mais R$ 32,72 de encargos por atraso (total R$ 1.332,72)". */
function comEncargos(row: CobrancaMotorista): string {
  if (!(row.encargos > 0)) return '';
  const total = (Math.round(row.valor_em_atraso * 100) + Math.round(row.encargos * 100)) / 100;
  return `, mais ${reais(row.encargos)} de encargos por atraso (total ${reais(total)})`;
}

/** "+ R$ 32,72 de encargos" under the amount on Cobrança; null without encargos. */
export const notaDeEncargos = (row: CobrancaMotorista): string | null => (row.encargos > 0 ? `+ ${formatBRL(row.encargos)} de encargos` : null);

/** The pt-BR collection message: who, how much, how many overdue charges since when, and the Pix to pay with. */
export function mensagemCobranca(row: CobrancaMotorista): string {
  const quantas = row.cobrancas_em_atraso === 1 ? '1 cobrança em atraso' : `${row.cobrancas_em_atraso} cobranças em atraso`;
  const partes = [
    `Olá, ${row.motorista.nome}! Consta em aberto o valor de ${reais(row.valor_em_atraso)}${comEncargos(row)}, referente a ${quantas} ` +
      `(a mais antiga venceu em ${formatDate(row.vencimento_mais_antigo)}), do veículo ${formatPlaca(row.veiculo.placa)}.`,
  ];
  if (row.pix) partes.push(PIX(row.pix));
  partes.push(DESPEDIDA);
  return partes.join('\n\n');
}

/** What a reminder's message says: whose, which car, the step (days from the due date), how much and for what. */
export interface DadosLembrete {
  nome: string;
  placa: string;
  /** the days from the due date of the step: -1 the day before, 0 the due date, 3 three days late */
  dias: number;
  vencimento: string;
  valor: number;
  semanas: number;
  outras_cobrancas: number;
  pix: string | null;
}

function quando({ dias, vencimento }: DadosLembrete): string {
  const data = formatDate(vencimento);
  if (dias === -1) return `vence amanhã, ${data}`;
  if (dias < 0) return `vence em ${-dias} dias, ${data}`;
  if (dias === 0) return `vence hoje, ${data}`;
  return `está em atraso há ${dias === 1 ? '1 dia' : `${dias} dias`} (venceu em ${data})`;
}

/** What a reminder's amount is for: "2 semanas de aluguel e 1 outra cobrança". */
export function referenteDoLembrete({ semanas, outras_cobrancas }: Pick<DadosLembrete, 'semanas' | 'outras_cobrancas'>): string {
  const aluguel = semanas === 1 ? '1 semana de aluguel' : `${semanas} semanas de aluguel`;
  if (!outras_cobrancas) return aluguel;
  return `${aluguel} e ${outras_cobrancas === 1 ? '1 outra cobrança' : `${outras_cobrancas} outras cobranças`}`;
}

/** The reminder of a step: "Olá, Ana Souza! O aluguel do veículo ABC-1D23 vence amanhã, 04/03/2025. …" */
export function mensagemLembrete(dados: DadosLembrete): string {
  const partes = [
    `Olá, ${dados.nome}! O aluguel do veículo ${formatPlaca(dados.placa)} ${quando(dados)}.\n` +
      `Valor em aberto: ${reais(dados.valor)}, referente a ${referenteDoLembrete(dados)}.`,
  ];
  if (dados.pix) partes.push(PIX(dados.pix));
  partes.push(DESPEDIDA);
  return partes.join('\n\n');
}

/** wa.me to a phone with a text; null without a usable phone. */
export function whatsappUrl(telefone: string, texto: string): string | null {
  const numero = telefoneInternacional(telefone);
  return numero ? `https://wa.me/${numero}?text=${encodeURIComponent(texto)}` : null;
}

/** Cobrança's wa.me with its message; null without a usable phone. */
export function linkWhatsApp(row: CobrancaMotorista): string | null {
  return whatsappUrl(row.motorista.telefone, mensagemCobranca(row));
}

export function linkLigar(telefone: string): string | null {
  const numero = telefoneInternacional(telefone);
  return numero ? `tel:+${numero}` : null;
}
