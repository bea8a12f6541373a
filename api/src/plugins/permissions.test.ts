import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENTITIES, ENTITY_NAMES, endpointOf, PAPEIS, type Papel } from '@frota/shared/domain';
import { users } from '../db/schema';
import { injectWithLogin, login, loginAs, useApiTest } from '../test/helpers';

// Every role × every documented /api route (issue 18). The table is the rule, written from the registry:
// anyone reads; the finance entities' writes (rows, receipts, settlement) and notifications are administrador and
// financeiro; vistorias' writes (photos, charges from them included) are administrador and operacional; users and
// the remotes' releases are administrador only. A forbidden call answers 403 before its (empty, so invalid) body is read.

const TODOS: readonly Papel[] = PAPEIS;
const FINANCAS: readonly Papel[] = ['administrador', 'financeiro'];
const FINANCE_PATHS = ENTITY_NAMES.filter((name) => ENTITIES[name].remote === 'finance').map((name) => `/api${endpointOf(name)}`);

function allowedRoles(method: string, path: string): readonly Papel[] {
  // the driver's own routes take only a driver session (issue 37; portal-motorista tests them with one)
  if (path.startsWith('/api/motorista/')) return [];
  if (path.startsWith('/api/usuarios')) return ['administrador'];
  if (path === '/api/empresa') return ['administrador'];
  if (path.startsWith('/api/auditoria')) return FINANCAS;
  if (path.startsWith('/api/releases/')) return ['administrador'];
  // linking a device Traccar sends to a tracker, and the list it is chosen from (issue 35)
  if (path.startsWith('/api/integracoes/traccar/desconhecidos')) return ['administrador'];
  // the bank statement and its reconciliation, reads included (issue 36)
  if (path.startsWith('/api/conciliacao/')) return FINANCAS;
  if (method === 'GET') return TODOS;
  // the weekly run now (issue 35)
  if (path === '/api/cobrancas/gerar') return ['administrador'];
  if (path === '/api/send-notification') return FINANCAS;
  // marking the day's reminder as sent (issue 36) is collection's, that is finance's
  if (path === '/api/cobranca/lembretes') return FINANCAS;
  // a driver's payment of several charges (issue 31) moves money though its path is the driver's
  if (path.startsWith('/api/motoristas/{id}/recebimentos')) return FINANCAS;
  if (FINANCE_PATHS.some((base) => path === base || path.startsWith(`${base}/`))) return FINANCAS;
  // a charge from a signed return is any staff's: the clerk at the car, or finance
  if (/^\/api\/vistorias\/\{id\}\/cobrancas$/.test(path)) return TODOS;
  if (path === '/api/vistorias' || path.startsWith('/api/vistorias/')) return ['administrador', 'operacional'];
  return TODOS;
}

// Traccar's positions are no user's: its own secret (TRACCAR_TOKEN) stands for the login
// and a driver's sign-in by his one-time link (issue 37)
const PUBLIC = new Set(['POST /api/login', 'GET /api/push/public-key', 'POST /api/integracoes/traccar/posicoes', 'POST /api/motorista/sessao']);
// the routes a user with a temporary password may still call
const BEFORE_PASSWORD_CHANGE = new Set(['GET /api/me', 'PUT /api/me/senha', 'POST /api/logout']);

interface Route {
  method: string;
  path: string;
  /** the URL asked: path parameters filled with an id no row has */
  url: string;
}

describe('permissions by role', () => {
  const api = useApiTest();

  function documentedRoutes(): Route[] {
    const paths = (api.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    return Object.entries(paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
      .filter((route) => route.path.startsWith('/api/') && !PUBLIC.has(`${route.method} ${route.path}`))
      .map((route) => ({ ...route, url: route.path.replace(/\{[^}]+\}/g, '999999') }));
  }

  async function call(token: string, route: Route) {
    const withBody = route.method !== 'GET' && route.method !== 'HEAD';
    return injectWithLogin(api.app, token)({ method: route.method as 'GET', url: route.url, ...(withBody ? { payload: {} } : {}) });
  }

  it('covers the routes of every area', () => {
    const paths = new Set(documentedRoutes().map((r) => `${r.method} ${r.path}`));
    for (const expected of ['POST /api/pagamentos', 'POST /api/pagamentos/{id}/recebimentos', 'POST /api/pagamentos/{id}/isentar-encargos', 'POST /api/motoristas/{id}/recebimentos', 'DELETE /api/motoristas/{id}/recebimentos/{rid}', 'POST /api/contratos/{id}/encerrar', 'POST /api/veiculos', 'POST /api/send-notification', 'GET /api/usuarios', 'PUT /api/usuarios/{id}', 'GET /api/empresa', 'PUT /api/empresa', 'GET /api/releases', 'POST /api/releases/{remote}/ativar', 'POST /api/releases/{remote}/reverter', 'POST /api/motoristas/{id}/acesso', 'DELETE /api/motoristas/{id}/acesso', 'GET /api/motorista/saldo']) {
      expect(paths).toContain(expected);
    }
  });

  for (const papel of PAPEIS) {
    it(`answers each route as the table says for ${papel}`, async () => {
      const token = await loginAs(api.app, api.db, papel);
      const wrong: string[] = [];
      for (const route of documentedRoutes()) {
        // logging out would end the session the other calls use
        const res = await call(route.path === '/api/logout' ? await loginAs(api.app, api.db, papel) : token, route);
        const allowed = allowedRoles(route.method, route.path).includes(papel);
        const refused = res.statusCode === 403 && res.json().message === 'Você não tem permissão para esta ação.';
        if (allowed === refused || (allowed && res.statusCode === 403)) wrong.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('with a temporary password only /me, /me/senha and /logout answer; the rest is 403 "Altere sua senha para continuar."', async () => {
    const token = await loginAs(api.app, api.db, 'operacional');
    await api.db.update(users).set({ trocar_senha: true }).where(eq(users.email, 'operacional@frota.com.br'));
    const wrong: string[] = [];
    try {
      // a staff token on a driver's route is refused as no staff's at all (403 "Você não tem permissão…")
      for (const route of documentedRoutes().filter((r) => !r.path.startsWith('/api/motorista/'))) {
        const res = await call(route.path === '/api/logout' ? await login(api.app, 'operacional@frota.com.br') : token, route);
        const blocked = res.statusCode === 403 && res.json().message === 'Altere sua senha para continuar.';
        if (blocked === BEFORE_PASSWORD_CHANGE.has(`${route.method} ${route.path}`)) wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
      }
    } finally {
      await api.db.update(users).set({ trocar_senha: false }).where(eq(users.email, 'operacional@frota.com.br'));
    }
    expect(wrong).toEqual([]);
  });

  it('refuses before reading the body: a forbidden write with a broken body is still 403', async () => {
    const token = await loginAs(api.app, api.db, 'operacional');
    const res = await injectWithLogin(api.app, token)({ method: 'POST', url: '/api/pagamentos', headers: { 'content-type': 'application/json' }, payload: '{quebrado' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Você não tem permissão para esta ação.' });
  });
});
