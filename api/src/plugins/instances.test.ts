import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens';
import { sessions } from '../db/schema';
import { inserirVeiculo, VEICULO_VALIDO } from '../test/fixtures';
import { injectWithLogin, login, useApiTest } from '../test/helpers';
import { INSTANCES_CHANNEL } from './instances';

const api = useApiTest({ config: { sessionCacheSeconds: 30, dashboardCacheSeconds: 30 } });

/** What another API instance on the same database would send. */
const fromAnother = (aviso: unknown) => api.db.execute(sql`select pg_notify(${INSTANCES_CHANNEL}, ${JSON.stringify({ de: 'outra', aviso })})`);

/** Asks until `check` holds (a notification arrives when the database delivers it), failing after 5 s. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('a condição não chegou em 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const totalVeiculos = async () => (await api.inject({ method: 'GET', url: '/api/dashboard/stats' })).json<{ resumo: { totalVeiculos: number } }>().resumo.totalVeiculos;

describe('what the API instances of one database tell each other', () => {
  it("drops the kept dashboard when another instance tells of a write it saw", async () => {
    const antes = await totalVeiculos();
    // written behind this instance's back, as through another instance: the kept answer stays
    await inserirVeiculo(api.db);
    expect(await totalVeiculos()).toBe(antes);
    await fromAnother({ tipo: 'escrita' });
    await until(async () => (await totalVeiculos()) === antes + 1);
  });

  it('forgets a session another instance ended, and the sessions of a user it told of', async () => {
    const token = await login(api.app);
    const me = () => injectWithLogin(api.app, token)({ method: 'GET', url: '/api/me' });
    expect((await me()).statusCode).toBe(200);
    const [sessao] = await api.db.delete(sessions).where(eq(sessions.token_hash, hashToken(token))).returning({ user_id: sessions.user_id });
    expect((await me()).statusCode).toBe(200);
    await fromAnother({ tipo: 'usuario', id: sessao!.user_id, manter: null });
    await until(async () => (await me()).statusCode === 401);
  });

  it('tells the others of its own writes and of the sessions it ends, as one instance', async () => {
    const heard: unknown[] = [];
    const stop = await api.app.database.listen(INSTANCES_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
    try {
      await api.inject({ method: 'POST', url: '/api/veiculos', payload: VEICULO_VALIDO });
      await api.inject({ method: 'POST', url: '/api/veiculos', payload: { ...VEICULO_VALIDO, placa: 'XYZ-1A23' } });
      await until(async () => heard.length > 0);
      expect(heard[0]).toMatchObject({ aviso: { tipo: 'escrita' } });
      const token = await login(api.app);
      await injectWithLogin(api.app, token)({ method: 'POST', url: '/api/logout' });
      await until(async () => heard.some((h) => (h as { aviso: { tipo: string } }).aviso.tipo === 'sessao'));
      expect(new Set(heard.map((h) => (h as { de: string }).de))).toEqual(new Set([(heard[0] as { de: string }).de]));
    } finally {
      await stop();
    }
  });
});
