import { afterEach, beforeEach } from 'vitest';
import { tokenStore } from '@frota/shared';
import { driverSession } from '@frota/shared/portal';

export const TOKEN_MOTORISTA = 'sessao-do-motorista';

/** Each test opens the page with a driver session, and with no staff one: the driver's page never needs it. */
export function comSessaoDoMotorista() {
  beforeEach(() => {
    tokenStore.clear();
    driverSession.set(TOKEN_MOTORISTA);
  });
  afterEach(() => driverSession.end('saiu'));
}
