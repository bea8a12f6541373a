import { CONCILIACAO_MSG } from '@frota/shared/domain';
import { abrirAlerta, resolverAlerta } from '../alertas/eventos';
import type { Db } from '../db/client';
import { suspeitosDaConta } from './lancamentos';

const chaveDaConta = (conta: string) => `extrato:${conta}`;

/**
 * "Lançamento ilegível no extrato": one alert per account while a suspeito line of it is left, its text counting them;
 * resolved when a person has set the last one aside. Answers the alert's id when it was opened now (to push it once).
 */
export async function alertaDaConta(tx: Db, conta: string, agora = new Date()): Promise<number[]> {
  const chave = chaveDaConta(conta);
  const suspeitos = await suspeitosDaConta(tx, conta);
  if (!suspeitos) {
    await resolverAlerta(tx, { tipo_alerta: 'extrato_ilegivel', chave }, agora);
    return [];
  }
  const alerta = await abrirAlerta(tx, { tipo_alerta: 'extrato_ilegivel', chave, mensagem: CONCILIACAO_MSG.alertaIlegiveis(suspeitos, conta) });
  return alerta.aberto ? [alerta.id] : [];
}
