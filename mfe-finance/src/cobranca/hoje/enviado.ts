import { TIME_ZONE, type LembreteHoje } from '@frota/shared';

const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** "Enviada às 09:12 por Ana" (São Paulo time). */
export function textoEnviada(enviado: NonNullable<LembreteHoje['enviado']>): string {
  const as = `Enviada às ${hora.format(new Date(enviado.enviado_em))}`;
  return enviado.enviado_por ? `${as} por ${enviado.enviado_por}` : as;
}
