import { enumLabel, type EnumValue } from './enums';
import { formatDate } from './format';

// A vehicle's papers (issue 35): how the vehicle's page, the contract form and the alerts say a paper's state.

export type TipoDocumento = EnumValue<'tipo_documento'>;

export const DOCUMENTO_MSG = {
  tipoArquivo: 'Envie uma foto (JPEG, PNG ou WebP) ou um PDF.',
  arquivoGrande: 'O arquivo passa de 10 MB.',
  semArquivo: 'Envie o arquivo no campo arquivo.',
  semArquivoGuardado: 'Este documento não tem arquivo.',
} as const;

/** "IPVA de ABC-1D23 vence em 10/01/2027", or "… vencido em …" from the day after: the alert's text. */
export function avisoDeDocumento(tipo: TipoDocumento, placa: string, vencimento: string, hoje: string): string {
  return `${enumLabel('tipo_documento', tipo)} de ${placa} ${vencimento < hoje ? 'vencido' : 'vence'} em ${formatDate(vencimento)}`;
}

/** "CNH de Ana Souza vence em 10/01/2027", or "… vencida em …" once past. */
export function avisoDeCnh(nome: string, validade: string, hoje: string): string {
  return `CNH de ${nome} ${validade < hoje ? 'vencida' : 'vence'} em ${formatDate(validade)}`;
}

export type EstadoDocumento = 'pago' | 'vencido' | 'a_vencer';

/** A paper's state on the vehicle's page: paid, past due, or still to pay. */
export function estadoDoDocumento(doc: { vencimento: string; pago_em: string | null }, hoje: string): { estado: EstadoDocumento; texto: string } {
  if (doc.pago_em) return { estado: 'pago', texto: `Pago em ${formatDate(doc.pago_em)}` };
  if (doc.vencimento < hoje) return { estado: 'vencido', texto: `Vencido em ${formatDate(doc.vencimento)}` };
  return { estado: 'a_vencer', texto: `Vence em ${formatDate(doc.vencimento)}` };
}

/** The contract form's warning: "Licenciamento de ABC-1D23 vencido em 10/01/2027". */
export function avisoDeVeiculoSemDocumento(
  vencido: 'licenciamento' | 'seguro' | 'licenciamento_e_seguro',
  placa: string,
  desde: string,
): string {
  if (vencido === 'licenciamento_e_seguro') return `Licenciamento e seguro de ${placa} vencidos desde ${formatDate(desde)}`;
  return `${enumLabel('tipo_documento', vencido)} de ${placa} vencido em ${formatDate(desde)}`;
}
