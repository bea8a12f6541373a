import { http } from '@frota/shared';
import { driverSession } from '@frota/shared/portal';

/**
 * DELETE /api/motorista/sessao, then the token goes. Offline or refused, the phone forgets it all the same: "Sair"
 * must leave the page signed out (the session then lasts on the server until its 30 days end).
 */
export async function sair(): Promise<void> {
  await http.delete('/motorista/sessao').catch(() => undefined);
  driverSession.end('saiu');
}
