import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { acessosMotorista, auditoria, empresa, idempotencyKeys, leiturasKm, motoristas, sessoesMotorista, vistorias } from '../db/schema';
import { deleteDeadDriverAccess, DRIVER_SESSION_TTL_MS } from '../auth/sessoes-motorista';
import { inserirContrato, inserirMotorista, inserirMulta, inserirPagamento, inserirRecebimento, inserirVeiculo, inserirLinha, semEncargos, VEICULO_VALIDO } from '../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../test/helpers';
import { entrarComLink, LINK_TEXTS, LINK_TTL_MS } from './link';

const PIX_CONFIG = { pixChave: '12345678909', pixNome: 'Locadora Exemplo', pixCidade: 'São Paulo', empresaNome: 'Locadora Exemplo' };
const NASCIMENTO = '1990-05-01';

describe('the driver’s own page (issue 37)', () => {
  const api = useApiTest({ config: PIX_CONFIG });

  /** The staff make a link for `motoristaId`; its token is the URL's fragment. */
  async function link(motoristaId: number): Promise<string> {
    const res = await api.inject({ method: 'POST', url: `/api/motoristas/${motoristaId}/acesso`, headers: { origin: 'https://frota.exemplo.com.br' } });
    expect(res.statusCode).toBe(201);
    return (res.json() as { url: string }).url.split('#')[1]!;
  }

  async function entrar(token: string, data_nascimento = NASCIMENTO) {
    return api.app.inject({ method: 'POST', url: '/api/motorista/sessao', payload: { token, data_nascimento } });
  }

  /** A driver session for a new driver (or the one given). */
  async function sessao(motoristaId?: number): Promise<{ motoristaId: number; token: string }> {
    const id = motoristaId ?? (await inserirMotorista(api.db, { nome: 'Carlos Pereira', data_nascimento: NASCIMENTO })).id;
    const res = await entrar(await link(id));
    expect(res.statusCode).toBe(201);
    return { motoristaId: id, token: (res.json() as { token: string }).token };
  }

  const comoMotorista = (token: string) => injectWithLogin(api.app, token);

  describe('Enviar acesso ao motorista', () => {
    it('answers a one-time link under /motorista/entrar#, its expiry in 7 days and WhatsApp with the message', async () => {
      const motorista = await inserirMotorista(api.db, { nome: 'Carlos Pereira da Silva', telefone: '(11) 91234-5678' });
      const antes = Date.now();
      const res = await api.inject({ method: 'POST', url: `/api/motoristas/${motorista.id}/acesso`, headers: { origin: 'https://frota.exemplo.com.br' } });
      expect(res.statusCode).toBe(201);
      const body = res.json() as { url: string; expira_em: string; whatsapp_url: string };
      expect(body.url).toMatch(/^https:\/\/frota\.exemplo\.com\.br\/motorista\/entrar#[A-Za-z0-9_-]{43}$/);
      const expira = new Date(body.expira_em).getTime();
      expect(expira - antes).toBeGreaterThanOrEqual(LINK_TTL_MS - 1000);
      expect(expira - antes).toBeLessThanOrEqual(LINK_TTL_MS + 5000);
      expect(body.whatsapp_url.startsWith('https://wa.me/5511912345678?text=')).toBe(true);
      const texto = decodeURIComponent(body.whatsapp_url.split('?text=')[1]!);
      expect(texto).toBe(`Olá, Carlos! Acesse sua conta na Locadora Exemplo: ${body.url} (válido por 7 dias).`);
    });

    it('answers whatsapp_url null without a usable phone, 404 for an unknown driver and 409 for an inativo one', async () => {
      const semTelefone = await inserirMotorista(api.db, { telefone: '123' });
      const res = await api.inject({ method: 'POST', url: `/api/motoristas/${semTelefone.id}/acesso` });
      expect(res.json()).toMatchObject({ whatsapp_url: null });
      expect((await api.inject({ method: 'POST', url: '/api/motoristas/999999/acesso' })).statusCode).toBe(404);
      const inativo = await inserirMotorista(api.db, { status: 'inativo' });
      const recusado = await api.inject({ method: 'POST', url: `/api/motoristas/${inativo.id}/acesso` });
      expect(recusado.statusCode).toBe(409);
      expect(recusado.json()).toEqual({ message: 'Motorista inativo ou suspenso não recebe acesso.' });
    });

    it('is any staff role’s and is audited', async () => {
      const motorista = await inserirMotorista(api.db);
      for (const papel of ['financeiro', 'operacional'] as const) {
        const res = await injectWithLogin(api.app, await loginAs(api.app, api.db, papel))({ method: 'POST', url: `/api/motoristas/${motorista.id}/acesso` });
        expect(res.statusCode).toBe(201);
      }
      const linhas = await api.db.select().from(auditoria).where(and(eq(auditoria.entidade, 'motoristas'), eq(auditoria.acao, 'acesso_enviado')));
      expect(linhas).toHaveLength(2);
    });
  });

  describe('POST /api/motorista/sessao', () => {
    it('trades the link and the right birth date for a 30-day driver session, once', async () => {
      const motorista = await inserirMotorista(api.db, { nome: 'Carlos Pereira', data_nascimento: NASCIMENTO });
      const token = await link(motorista.id);
      const res = await entrar(token);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { token: string; expira_em: string; motorista: unknown };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.motorista).toEqual({ id: motorista.id, nome: 'Carlos Pereira' });
      expect(new Date(body.expira_em).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3_600_000);
      const eu = await comoMotorista(body.token)({ method: 'GET', url: '/api/motorista/eu' });
      expect(eu.json()).toEqual({ id: motorista.id, nome: 'Carlos Pereira', empresa: { nome: 'Locadora Exemplo', whatsapp: null } });

      const segunda = await entrar(token);
      expect(segunda.statusCode).toBe(401);
      expect(segunda.json()).toEqual({ message: LINK_TEXTS.naoVale });
    });

    it('refuses an unknown token and an expired link (time injected)', async () => {
      expect((await entrar('x'.repeat(43))).json()).toEqual({ message: 'Este link não vale mais. Peça um novo à locadora.' });
      const motorista = await inserirMotorista(api.db, { data_nascimento: NASCIMENTO });
      const token = await link(motorista.id);
      const depois = new Date(Date.now() + LINK_TTL_MS + 1000);
      expect(await entrarComLink(api.db, token, NASCIMENTO, depois)).toEqual({ ok: false, message: LINK_TEXTS.naoVale });
      const antes = new Date(Date.now() + LINK_TTL_MS - 60_000);
      expect(await entrarComLink(api.db, token, NASCIMENTO, antes)).toMatchObject({ ok: true });
    });

    it('counts wrong birth dates on the link: the fifth cancels it, and then even the right date is refused', async () => {
      const motorista = await inserirMotorista(api.db, { data_nascimento: NASCIMENTO });
      const token = await link(motorista.id);
      for (let i = 1; i <= 4; i++) {
        const res = await entrar(token, '1991-05-01');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Data de nascimento não confere.' });
      }
      const quinta = await entrar(token, '1991-05-01');
      expect(quinta.json()).toEqual({ message: 'Data de nascimento não confere. Este link foi cancelado; peça um novo à locadora.' });
      expect((await entrar(token)).json()).toEqual({ message: LINK_TEXTS.naoVale });
    });

    it('a new link voids the one before', async () => {
      const motorista = await inserirMotorista(api.db, { data_nascimento: NASCIMENTO });
      const velho = await link(motorista.id);
      const novo = await link(motorista.id);
      expect((await entrar(velho)).statusCode).toBe(401);
      expect((await entrar(novo)).statusCode).toBe(201);
    });

    it('validates the body in pt-BR', async () => {
      const res = await api.app.inject({ method: 'POST', url: '/api/motorista/sessao', payload: { token: 'abc', data_nascimento: '31/12/1990' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { data_nascimento: 'Data inválida' } });
    });
  });

  describe('ending access', () => {
    it('"Sair" ends the session', async () => {
      const { token } = await sessao();
      expect((await comoMotorista(token)({ method: 'DELETE', url: '/api/motorista/sessao' })).statusCode).toBe(204);
      expect((await comoMotorista(token)({ method: 'GET', url: '/api/motorista/saldo' })).statusCode).toBe(401);
    });

    it('"Revogar acesso" ends every session of his and voids his link: his next request is 401', async () => {
      const { motoristaId, token } = await sessao();
      const outra = await entrar(await link(motoristaId));
      const pendente = await link(motoristaId);
      const res = await api.inject({ method: 'DELETE', url: `/api/motoristas/${motoristaId}/acesso` });
      expect(res.statusCode).toBe(204);
      for (const t of [token, (outra.json() as { token: string }).token]) {
        expect((await comoMotorista(t)({ method: 'GET', url: '/api/motorista/saldo' })).statusCode).toBe(401);
      }
      expect((await entrar(pendente)).statusCode).toBe(401);
      const [linha] = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'acesso_revogado'));
      expect(linha).toMatchObject({ entidade: 'motoristas', registro_id: motoristaId });
    });

    it('the hourly cleanup drops sessions past their 30 days and used links; a live one stays', async () => {
      const { motoristaId, token } = await sessao();
      const pendente = await link(motoristaId);
      await deleteDeadDriverAccess(api.db, new Date());
      expect((await comoMotorista(token)({ method: 'GET', url: '/api/motorista/saldo' })).statusCode).toBe(200);
      // the staff's sessions are left to their own rule: this is the drivers' part of the hourly cleanup (auth/cleanup.ts)
      await deleteDeadDriverAccess(api.db, new Date(Date.now() + DRIVER_SESSION_TTL_MS + 1000));
      expect(await api.db.select().from(sessoesMotorista)).toEqual([]);
      expect(await api.db.select().from(acessosMotorista)).toEqual([]);
      expect((await entrar(pendente)).statusCode).toBe(401);
    });

    for (const status of ['inativo', 'suspenso'] as const) {
      it(`a driver set to ${status} by the staff's form loses his session at once`, async () => {
        const { motoristaId, token } = await sessao();
        const atual = await api.inject({ method: 'GET', url: `/api/motoristas/${motoristaId}` });
        const { id: _id, versao: _versao, created_at: _c, updated_at: _u, ...campos } = atual.json() as Record<string, unknown>;
        const res = await api.inject({ method: 'PUT', url: `/api/motoristas/${motoristaId}`, payload: { ...campos, status } });
        expect(res.statusCode).toBe(200);
        expect((await comoMotorista(token)({ method: 'GET', url: '/api/motorista/saldo' })).statusCode).toBe(401);
        // back to ativo, the old session stays gone
        await api.db.update(motoristas).set({ status: 'ativo' }).where(eq(motoristas.id, motoristaId));
        expect((await comoMotorista(token)({ method: 'GET', url: '/api/motorista/saldo' })).statusCode).toBe(401);
      });
    }
  });

  describe('isolation', () => {
    interface Route {
      method: string;
      path: string;
    }
    function documentedRoutes(): Route[] {
      const paths = (api.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
      return Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    }
    const PUBLIC = new Set(['POST /api/login', 'GET /api/push/public-key', 'POST /api/integracoes/traccar/posicoes', 'POST /api/motorista/sessao']);
    const isDriverRoute = (r: Route) => r.path.startsWith('/api/motorista/');

    it('every staff route refuses a driver token with 403 "Você não tem permissão para esta ação."', async () => {
      const { token } = await sessao();
      const staff = documentedRoutes().filter((r) => !isDriverRoute(r) && !PUBLIC.has(`${r.method} ${r.path}`));
      expect(staff.length).toBeGreaterThan(50);
      const wrong: string[] = [];
      for (const route of staff) {
        const withBody = route.method !== 'GET' && route.method !== 'HEAD';
        const res = await comoMotorista(token)({ method: route.method as 'GET', url: route.path.replace(/\{[^}]+\}/g, '1'), ...(withBody ? { payload: {} } : {}) });
        if (res.statusCode !== 403 || res.json<{ message: string }>().message !== 'Você não tem permissão para esta ação.') wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });

    it('every driver route refuses a staff token with 403 and no token with 401', async () => {
      const driver = documentedRoutes().filter((r) => isDriverRoute(r) && !PUBLIC.has(`${r.method} ${r.path}`));
      expect(driver.length).toBe(12);
      const wrong: string[] = [];
      for (const route of driver) {
        const url = route.path.replace(/\{[^}]+\}/g, '1');
        const withBody = route.method !== 'GET' ? { payload: {} } : {};
        const staff = await api.inject({ method: route.method as 'GET', url, ...withBody });
        if (staff.statusCode !== 403 || staff.json<{ message: string }>().message !== 'Você não tem permissão para esta ação.') wrong.push(`staff ${route.method} ${route.path}: ${staff.statusCode}`);
        const anon = await api.app.inject({ method: route.method as 'GET', url, ...withBody });
        if (anon.statusCode !== 401) wrong.push(`anon ${route.method} ${route.path}: ${anon.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });

    it('every driver route with an id answers 404 for another driver’s record, and a query id changes nothing', async () => {
      const eu = await sessao();
      const outro = await inserirMotorista(api.db, { nome: 'Outro Motorista' });
      const contrato = await inserirContrato(api.db, { motorista_id: outro.id });
      const pagamento = await inserirPagamento(api.db, contrato.id);
      const recebimento = await inserirRecebimento(api.db, pagamento.id, { valor: 100 });
      const vistoria = await inserirLinha(api.db, 'vistorias', { contrato_id: contrato.id, veiculo_id: contrato.veiculo_id, tipo: 'entrega', status: 'concluida' });
      const multa = await inserirMulta(api.db, { motorista_id: outro.id, veiculo_id: contrato.veiculo_id });
      const DELE: Record<string, number> = {
        'GET /api/motorista/recibos/{id}': recebimento.id,
        'GET /api/motorista/vistorias/{id}/termo': vistoria.id,
        'POST /api/motorista/multas/{id}/fui-eu': multa.id,
      };
      const comId = documentedRoutes().filter((r) => isDriverRoute(r) && r.path.includes('{'));
      expect(comId.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(DELE).sort());
      for (const route of comId) {
        const res = await comoMotorista(eu.token)({ method: route.method as 'GET', url: route.path.replace('{id}', String(DELE[`${route.method} ${route.path}`])) });
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(404);
      }
      const [depois] = await api.db.select().from(vistorias).where(eq(vistorias.id, vistoria.id));
      expect(depois).toBeDefined();
      const multas = await comoMotorista(eu.token)({ method: 'GET', url: `/api/motorista/multas?motorista_id=${outro.id}` });
      expect(multas.json()).toEqual({ data: [] });
      const contratoDele = await comoMotorista(eu.token)({ method: 'GET', url: `/api/motorista/contrato?motorista_id=${outro.id}&id=${contrato.id}` });
      expect(contratoDele.json()).toEqual({ contrato: null });
      const extrato = await comoMotorista(eu.token)({ method: 'GET', url: `/api/motorista/extrato?motorista_id=${outro.id}` });
      expect(extrato.json()).toMatchObject({ motorista: { id: eu.motoristaId }, lancamentos: [] });
    });
  });

  describe('what he sees', () => {
    async function comContrato() {
      const eu = await sessao();
      const veiculo = await inserirVeiculo(api.db, { placa: 'QWE-4R56', modelo: 'ONIX', marca: 'Chevrolet' });
      const contrato = await inserirContrato(api.db, { motorista_id: eu.motoristaId, veiculo_id: veiculo.id, data_inicio: '2025-03-03', valor_aluguel: 650, km_franquia_semanal: 1500 });
      return { ...eu, contrato, veiculo, get: (url: string) => comoMotorista(eu.token)({ method: 'GET', url }) };
    }

    it('saldo: vencido, a vencer, devedor, caução em custódia and the next due date', async () => {
      const eu = await comContrato();
      // a multa of 2% and no juros: the overdue rent's encargos do not move with today's date
      await semEncargos(api.db, PIX_CONFIG);
      await api.db.update(empresa).set({ multa_atraso_percentual: 2 });
      await inserirPagamento(api.db, eu.contrato.id, { data_prevista: '2025-03-03', valor_pago: 650 });
      await inserirPagamento(api.db, eu.contrato.id, { data_prevista: '2099-01-05', valor_pago: 650 });
      const caucao = await inserirPagamento(api.db, eu.contrato.id, { tipo: 'caucao', data_prevista: '2025-03-03', valor_pago: 1000 });
      await inserirRecebimento(api.db, caucao.id, { valor: 1000 });
      const res = await eu.get('/api/motorista/saldo');
      expect(res.json()).toEqual({ saldo_vencido: 650, saldo_a_vencer: 650, saldo_devedor: 1300, encargos: 13, caucao_em_custodia: 1000, proximo_vencimento: { data: '2099-01-05', valor: 650 } });
    });

    it('extrato: each line with its running saldo, as the staff see it', async () => {
      const eu = await comContrato();
      const p = await inserirPagamento(api.db, eu.contrato.id, { data_prevista: '2025-03-03', valor_pago: 650 });
      await inserirRecebimento(api.db, p.id, { valor: 600, data_pagamento: '2025-03-04' });
      await inserirPagamento(api.db, eu.contrato.id, { data_prevista: '2025-03-10', valor_pago: 650 });
      const meu = (await eu.get('/api/motorista/extrato')).json() as { lancamentos: { valor: number; saldo: number; referencia: { entidade: string } }[] };
      expect(meu.lancamentos.map((l) => [l.valor, l.saldo])).toEqual([[650, 650], [-600, 50], [650, 700]]);
      const daLocadora = await api.inject({ method: 'GET', url: `/api/motoristas/${eu.motoristaId}/extrato` });
      expect((daLocadora.json() as { lancamentos: unknown }).lancamentos).toEqual(meu.lancamentos);
      const periodo = (await eu.get('/api/motorista/extrato?de=2025-03-05')).json() as { saldo_anterior: number; lancamentos: { saldo: number }[] };
      expect(periodo.saldo_anterior).toBe(50);
      expect(periodo.lancamentos.map((l) => l.saldo)).toEqual([700]);
    });

    it('a recibo of his as a PDF', async () => {
      const eu = await comContrato();
      const p = await inserirPagamento(api.db, eu.contrato.id, { valor_pago: 650 });
      const r = await inserirRecebimento(api.db, p.id, { valor: 650, forma_pagamento: 'pix' });
      const res = await eu.get(`/api/motorista/recibos/${r.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('Pix: the saldo devedor or the amount typed, with the txid FROTAM<id> the reconciliation matches', async () => {
      const eu = await comContrato();
      await inserirPagamento(api.db, eu.contrato.id, { valor_pago: 650 });
      // the rent alone: an overdue rent's Pix also asks its encargos (api/src/razao/encargos.test.ts)
      await semEncargos(api.db, PIX_CONFIG);
      const todo = (await eu.get('/api/motorista/pix')).json() as { copiaECola: string; txid: string; valor: number };
      expect(todo.txid).toBe(`FROTAM${eu.motoristaId}`);
      expect(todo.valor).toBe(650);
      expect(todo.copiaECola).toContain(`FROTAM${eu.motoristaId}`);
      expect(todo.copiaECola).toContain('5406650.00');
      const parte = (await eu.get('/api/motorista/pix?valor=200.50')).json() as { valor: number; txid: string };
      expect(parte).toMatchObject({ valor: 200.5, txid: `FROTAM${eu.motoristaId}` });
      const demais = await eu.get('/api/motorista/pix?valor=700');
      expect(demais.statusCode).toBe(400);
      expect((demais.json() as { message: string }).message.replace(/\s/g, ' ')).toBe('O valor é maior que o total em aberto (R$ 650,00).');
    });

    it('contrato: vehicle, rent, plan and franchise, caução and his signed vistorias only; their termo as PDF', async () => {
      const eu = await comContrato();
      const assinada = await inserirLinha(api.db, 'vistorias', { contrato_id: eu.contrato.id, veiculo_id: eu.veiculo.id, tipo: 'entrega', status: 'concluida', quilometragem: 15300 });
      const rascunho = await inserirLinha(api.db, 'vistorias', { contrato_id: eu.contrato.id, veiculo_id: eu.veiculo.id, tipo: 'devolucao', status: 'rascunho' });
      const { contrato } = (await eu.get('/api/motorista/contrato')).json() as { contrato: Record<string, unknown> };
      expect(contrato).toMatchObject({
        id: eu.contrato.id,
        data_inicio: '2025-03-03',
        valor_aluguel: 650,
        status_contrato: 'ativo',
        plano: null,
        km_franquia_semanal: 1500,
        caucao_em_custodia: 0,
        veiculo: { placa: 'QWE-4R56', modelo: 'ONIX', marca: 'Chevrolet' },
        vistorias: [{ id: assinada.id, tipo: 'entrega', quilometragem: 15300, realizada_em: expect.any(String) }],
      });
      const termo = await eu.get(`/api/motorista/vistorias/${assinada.id}/termo`);
      expect(termo.statusCode).toBe(200);
      expect(termo.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await eu.get(`/api/motorista/vistorias/${rascunho.id}/termo`)).statusCode).toBe(404);
    });

    it("contrato: this week's km, from the reading before the week's first midnight to the latest", async () => {
      const eu = await sessao();
      const hoje = hojeSaoPaulo();
      const contrato = await inserirContrato(api.db, { motorista_id: eu.motoristaId, data_inicio: hoje, km_franquia_semanal: 1500 });
      const meiaNoite = new Date(`${hoje}T00:00:00-03:00`).getTime();
      await api.db.insert(leiturasKm).values([
        { veiculo_id: contrato.veiculo_id, lida_em: new Date(meiaNoite - 3_600_000), quilometragem: 15_000, origem: 'manual' },
        { veiculo_id: contrato.veiculo_id, lida_em: new Date(Date.now() - 60_000), quilometragem: 15_300, origem: 'manual' },
      ]);
      const res = await comoMotorista(eu.token)({ method: 'GET', url: '/api/motorista/contrato' });
      expect(res.json()).toMatchObject({ contrato: { km_franquia_semanal: 1500, km_semana_atual: 300 } });
    });

    it('contrato: null for a driver who never had one', async () => {
      const { token } = await sessao();
      expect((await comoMotorista(token)({ method: 'GET', url: '/api/motorista/contrato' })).json()).toEqual({ contrato: null });
    });

    it('multas: his fines with the deadline to indicate the driver; "Fui eu" is kept once, audited as his, and the staff see it', async () => {
      const eu = await comContrato();
      const multa = await inserirMulta(api.db, { motorista_id: eu.motoristaId, veiculo_id: eu.veiculo.id, motivo: 'Excesso de velocidade', valor_multa: 195.23, transferido_para_condutor: false });
      const lista = (await eu.get('/api/motorista/multas')).json() as { data: Record<string, unknown>[] };
      expect(lista.data).toEqual([
        expect.objectContaining({ id: multa.id, motivo: 'Excesso de velocidade', valor: 195.23, prazo_indicacao: lista.data[0]!.data_vencimento, condutor_confirmado_em: null, veiculo: { placa: 'QWE-4R56' } }),
      ]);
      const fuiEu = comoMotorista(eu.token);
      const primeira = await fuiEu({ method: 'POST', url: `/api/motorista/multas/${multa.id}/fui-eu` });
      expect(primeira.statusCode).toBe(200);
      const em = (primeira.json() as { condutor_confirmado_em: string }).condutor_confirmado_em;
      expect(em).toEqual(expect.any(String));
      const segunda = await fuiEu({ method: 'POST', url: `/api/motorista/multas/${multa.id}/fui-eu` });
      expect((segunda.json() as { condutor_confirmado_em: string }).condutor_confirmado_em).toBe(em);
      const daLocadora = await api.inject({ method: 'GET', url: `/api/multas/${multa.id}` });
      expect(daLocadora.json()).toMatchObject({ condutor_confirmado_em: em });
      // only he sets it: the staff's save of the fine, sending it back empty, keeps it
      const { id: _id, versao: _v, veiculo: _ve, motorista: _m, ...campos } = daLocadora.json() as Record<string, unknown>;
      const salvo = await api.inject({ method: 'PUT', url: `/api/multas/${multa.id}`, payload: { ...campos, condutor_confirmado_em: null, observacoes: 'Conferida' } });
      expect(salvo.statusCode, salvo.body).toBe(200);
      expect(salvo.json()).toMatchObject({ condutor_confirmado_em: em, observacoes: 'Conferida' });
      const trilha = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'condutor_confirmado'));
      expect(trilha).toEqual([expect.objectContaining({ entidade: 'multas', registro_id: multa.id, motorista_id: eu.motoristaId, usuario_id: null })]);
    });
  });

  describe('Idempotency-Key on his POSTs', () => {
    const comChave = (token: string, url: string, chave: string) => comoMotorista(token)({ method: 'POST', url, headers: { 'idempotency-key': chave } });
    const chavesCom = (chave: string) => api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.chave, chave));

    it('a repeat of "Fui eu" with the same key replays his first answer and writes once; the key is kept as his', async () => {
      const eu = await sessao();
      const multa = await inserirMulta(api.db, { motorista_id: eu.motoristaId });
      const url = `/api/motorista/multas/${multa.id}/fui-eu`;
      const primeira = await comChave(eu.token, url, 'fui-eu-1');
      expect(primeira.statusCode, primeira.body).toBe(200);
      expect(primeira.headers['idempotent-replayed']).toBeUndefined();
      const repetida = await comChave(eu.token, url, 'fui-eu-1');
      expect(repetida.statusCode).toBe(200);
      expect(repetida.headers['idempotent-replayed']).toBe('true');
      expect(repetida.body).toBe(primeira.body);
      expect(await api.db.select().from(auditoria).where(eq(auditoria.acao, 'condutor_confirmado'))).toHaveLength(1);
      expect(await chavesCom('fui-eu-1')).toEqual([expect.objectContaining({ motorista_id: eu.motoristaId, user_id: null, estado: 'concluida' })]);
    });

    it('his key is his own: another driver or a staff user sending the same key never gets his answer', async () => {
      const eu = await sessao();
      const outro = await sessao((await inserirMotorista(api.db, { nome: 'Outro Motorista', data_nascimento: NASCIMENTO })).id);
      const multa = await inserirMulta(api.db, { motorista_id: eu.motoristaId });
      const url = `/api/motorista/multas/${multa.id}/fui-eu`;
      expect((await comChave(eu.token, url, 'mesma-chave')).statusCode).toBe(200);
      // the same route, body and key from the other driver: his own 404, not a replay of the fine he may not see
      const doOutro = await comChave(outro.token, url, 'mesma-chave');
      expect(doOutro.statusCode).toBe(404);
      expect(doOutro.headers['idempotent-replayed']).toBeUndefined();
      const daEquipe = await api.inject({ method: 'POST', url: '/api/veiculos', payload: VEICULO_VALIDO, headers: { 'idempotency-key': 'mesma-chave' } });
      expect(daEquipe.statusCode, daEquipe.body).toBe(201);
      expect(daEquipe.headers['idempotent-replayed']).toBeUndefined();
      // and theirs never took his: his repeat still replays his own answer
      const minha = await comChave(eu.token, url, 'mesma-chave');
      expect(minha.headers['idempotent-replayed']).toBe('true');
      expect(minha.statusCode).toBe(200);
      const donos = (await chavesCom('mesma-chave')).map((k) => [k.user_id === null ? 'motorista' : 'usuario', k.motorista_id]);
      expect(donos.sort()).toEqual([['motorista', eu.motoristaId], ['motorista', outro.motoristaId], ['usuario', null]].sort());
    });

    it('the sign-in by link keeps nothing under a key (its answer is a token): the link, once used, answers its 401', async () => {
      const motorista = await inserirMotorista(api.db, { data_nascimento: NASCIMENTO });
      const token = await link(motorista.id);
      const entrarComChave = () =>
        api.app.inject({ method: 'POST', url: '/api/motorista/sessao', payload: { token, data_nascimento: NASCIMENTO }, headers: { 'idempotency-key': 'entrar-1' } });
      const primeira = await entrarComChave();
      expect(primeira.statusCode).toBe(201);
      const repetida = await entrarComChave();
      expect(repetida.statusCode).toBe(401);
      expect(repetida.headers['idempotent-replayed']).toBeUndefined();
      expect(repetida.json()).toEqual({ message: LINK_TEXTS.naoVale });
      expect(await chavesCom('entrar-1')).toEqual([]);
    });
  });
});
