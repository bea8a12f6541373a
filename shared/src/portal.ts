// @frota/shared/portal — what only the driver's page uses (issue 37): his session, his query keys and the schemas
// of his routes. Outside the kit's singletons, so the staff's app never carries it; the driver's page's http client
// (http/driver-axios-client.ts) ends the same session in its build.
import { queryKeys } from './data/query-keys';

export { driverSession } from './http/driver-session';
export * from './domain/schemas/portal-motorista';

/** The driver's own page: his reads, dropped whole when his session ends. */
export const portalKeys = queryKeys('portal-motorista');
