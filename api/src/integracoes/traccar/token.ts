import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { KM_MSG } from '@frota/shared/domain';
import { unauthorized } from '../../http/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Traccar's secret, checked in memory on every position (no session, no query): from X-Traccar-Token or ?token=.
 * With no TRACCAR_TOKEN configured every position is refused, so an open endpoint never stores anything.
 */
export function conferirToken(configurado: string | null) {
  const esperado = configurado === null ? null : digest(configurado);
  return async (request: FastifyRequest): Promise<void> => {
    if (esperado === null) throw unauthorized(KM_MSG.semToken);
    const header = request.headers['x-traccar-token'];
    const query = (request.query as { token?: unknown } | undefined)?.token;
    const recebido = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
    if (recebido === null || !timingSafeEqual(digest(recebido), esperado)) throw unauthorized(KM_MSG.tokenInvalido);
  };
}
