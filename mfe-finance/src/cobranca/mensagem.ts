import { formatBRL, formatDate, formatPlaca, type CobrancaMotorista } from '@frota/shared';

/** The phone's digits with Brazil's 55 in front ("(11) 98765-4321" → "5511987654321"); null when it is no phone. */
export function telefoneInternacional(telefone: string): string | null {
  const digitos = telefone.replace(/\D/g, '');
  if (digitos.length === 10 || digitos.length === 11) return `55${digitos}`;
  if ((digitos.length === 12 || digitos.length === 13) && digitos.startsWith('55')) return digitos;
  return null;
}

// a plain space: the message is typed into a chat, where a no-break space only confuses
const reais = (valor: number) => formatBRL(valor).replace(/\u00a0/g, ' ');

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
  if (row.pix) partes.push(`Para pagar com Pix, use o código copia e cola:\n${row.pix}`);
  partes.push('Qualquer dúvida, estamos à disposição.');
  return partes.join('\n\n');
}

/** wa.me with the message; null without a usable phone. */
export function linkWhatsApp(row: CobrancaMotorista): string | null {
  const numero = telefoneInternacional(row.motorista.telefone);
  return numero ? `https://wa.me/${numero}?text=${encodeURIComponent(mensagemCobranca(row))}` : null;
}

export function linkLigar(telefone: string): string | null {
  const numero = telefoneInternacional(telefone);
  return numero ? `tel:+${numero}` : null;
}
