import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditoria, pagamentos } from '../../db/schema';
import { inserirAbcEBruno, inserirContrato, MULTA_VALIDA as MULTA } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';

// Issue 31, the fault probe: two people saving the same fine at once deadlocked PostgreSQL (500, 28 of 125). The
// write takes its locks in one order (the fine, then its charge) and a deadlock or serialization failure is retried:
// each of two PUTs of the same fine answers 200 or 412, never 500. On PostgreSQL the two really run at once.

const api = useApiTest();

describe('two people saving the same fine at once', () => {
  it('25 pairs of PUTs of a charged fine, with and without If-Match: each answers 200 or 412, and the charge follows the last', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    await inserirContrato(api.db, { ...refs, data_inicio: '2025-02-01' });
    const criada = await api.inject({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA, valor_cobrado_motorista: 100 } });
    expect(criada.statusCode, criada.body).toBe(201);
    const url = `/api/multas/${criada.json().id}`;

    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const etag = (await api.inject({ method: 'GET', url })).headers.etag as string;
      // every other pair sends If-Match (one of them is then stale: 412); the others both write
      const headers = i % 2 === 0 ? { 'if-match': etag } : {};
      const put = (valor: number) => api.inject({ method: 'PUT', url, headers, payload: { ...refs, ...MULTA, valor_cobrado_motorista: valor, observacoes: `par ${i}` } });
      const pair = await Promise.all([put(100 + i), put(200 + i)]);
      for (const res of pair) expect([200, 412], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
      if (i % 2 === 0) expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 412]);
      statuses.push(...pair.map((r) => r.statusCode));
    }
    expect(statuses).not.toContain(500);

    const final = (await api.inject({ method: 'GET', url })).json();
    const [cobranca] = await api.db.select().from(pagamentos).where(eq(pagamentos.multa_id, final.id));
    expect(cobranca?.valor_pago).toBe(final.valor_cobrado_motorista);
  });
});

describe('a deadlock inside a write of the CRUD write path', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('is run again from the start: the PUT answers 200, once in the audit trail, its charge written once', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    await inserirContrato(api.db, { ...refs, data_inicio: '2025-02-01' });
    const criada = await api.inject({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA, valor_cobrado_motorista: 100 } });
    const id = criada.json().id as number;
    let runs = 0;
    const unsubscribe = api.app.resourceChanges.subscribe('multas', async () => {
      if (++runs === 1) throw deadlock();
    });
    try {
      const res = await api.inject({ method: 'PUT', url: `/api/multas/${id}`, payload: { ...refs, ...MULTA, valor_cobrado_motorista: 150 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ versao: 2, valor_cobrado_motorista: 150 });
    } finally {
      unsubscribe();
    }
    expect(runs).toBe(2);
    // the run that rolled back left no audit row
    const trilha = await api.db.select({ entidade: auditoria.entidade }).from(auditoria).where(eq(auditoria.acao, 'alteracao'));
    expect(trilha.map((r) => r.entidade).sort()).toEqual(['multas', 'pagamentos']);
    expect((await api.db.select().from(pagamentos).where(eq(pagamentos.multa_id, id))).map((p) => p.valor_pago)).toEqual([150]);
  });

  it('that never clears answers 409 "Conflito com o estado atual dos dados", never 500, and nothing changes', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    const criada = await api.inject({ method: 'POST', url: '/api/multas', payload: { ...refs, ...MULTA } });
    const unsubscribe = api.app.resourceChanges.subscribe('multas', async () => {
      throw deadlock();
    });
    try {
      const res = await api.inject({ method: 'PUT', url: `/api/multas/${criada.json().id}`, payload: { ...refs, ...MULTA, motivo: 'Outro' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Conflito com o estado atual dos dados' });
    } finally {
      unsubscribe();
    }
    expect((await api.inject({ method: 'GET', url: `/api/multas/${criada.json().id}` })).json()).toMatchObject({ versao: 1, motivo: MULTA.motivo });
  });
});
