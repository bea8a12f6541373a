import { beforeEach, describe, expect, it } from 'vitest';
import { inArray, like, sql } from 'drizzle-orm';
import type { RegistroAuditoria } from '@frota/shared/domain';
import { auditoria, motoristas, releases, sessions, users } from '../db/schema';
import {
  inserirContrato,
  inserirManutencao,
  inserirMotorista,
  inserirMulta,
  inserirPagamento,
  inserirRastreador,
  inserirReferencias,
  inserirSinistro,
  inserirVeiculo,
  MOTORISTA_VALIDO,
  VEICULO_VALIDO,
} from '../test/fixtures';
import { TEST_USER, injectWithLogin, login, loginAs, useApiTest } from '../test/helpers';

const api = useApiTest();

async function trilha(query = ''): Promise<RegistroAuditoria[]> {
  const res = await api.inject({ method: 'GET', url: `/api/auditoria${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The rows straight from the table, oldest first. */
const linhas = () => api.db.select().from(auditoria).orderBy(auditoria.id);

const criarVeiculo = (payload: Record<string, unknown> = VEICULO_VALIDO) => api.inject({ method: 'POST', url: '/api/veiculos', payload });

async function testUserId(): Promise<number> {
  const [row] = await api.db.select({ id: users.id }).from(users).where(inArray(users.email, [TEST_USER.email]));
  return row!.id;
}

beforeEach(async () => {
  const staff = api.db.select({ id: users.id }).from(users).where(like(users.email, '%@equipe.frota.com.br'));
  await api.db.delete(sessions).where(inArray(sessions.user_id, staff));
  await api.db.delete(users).where(like(users.email, '%@equipe.frota.com.br'));
  await api.db.execute(sql`truncate table login_attempts`);
});

describe('the audit trail of the CRUD writes', () => {
  it('writes one row per create, update and delete with who, what, the fields before and after and the request id', async () => {
    const criado = await criarVeiculo();
    const id = criado.json<{ id: number }>().id;
    expect((await api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, payload: { ...VEICULO_VALIDO, valor_compra: 80000 } })).statusCode).toBe(200);
    expect((await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}` })).statusCode).toBe(204);

    const rows = await trilha(`?entidade=veiculos&registro_id=${id}`);
    const usuario = await testUserId();
    expect(rows.map((r) => r.acao)).toEqual(['exclusao', 'alteracao', 'criacao']);
    for (const row of rows) {
      expect(row).toMatchObject({ usuario_id: usuario, usuario_nome: 'teste', entidade: 'veiculos', registro_id: id });
      expect(row.request_id).toEqual(expect.any(String));
      expect(Date.parse(row.em)).not.toBeNaN();
    }
    const [exclusao, alteracao, criacao] = rows;
    expect(criacao!.antes).toBeNull();
    expect(criacao!.depois).toMatchObject({ id, placa: 'ABC-1234', valor_compra: 78500.9, versao: 1 });
    expect(alteracao!.antes).toMatchObject({ valor_compra: 78500.9, versao: 1 });
    expect(alteracao!.depois).toMatchObject({ valor_compra: 80000, versao: 2 });
    expect(exclusao!.antes).toMatchObject({ id, valor_compra: 80000, versao: 2 });
    expect(exclusao!.depois).toBeNull();
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(3);
  });

  it('a write that fails leaves no audit row: the row is in the write transaction', async () => {
    const id = (await criarVeiculo()).json<{ id: number }>().id;
    expect((await criarVeiculo()).statusCode).toBe(409);
    const stale = await api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, headers: { 'if-match': '"7"' }, payload: VEICULO_VALIDO });
    expect(stale.statusCode).toBe(412);
    const { veiculo_id } = await inserirReferencias(api.db);
    await inserirContrato(api.db, { veiculo_id });
    expect((await api.inject({ method: 'DELETE', url: `/api/veiculos/${veiculo_id}` })).statusCode).toBe(409);
    expect((await linhas()).map((r) => `${r.acao} ${r.entidade} ${r.registro_id}`)).toEqual([`criacao veiculos ${id}`]);
  });

  it('the audit insert failing rolls the write back', async () => {
    await api.db.execute(sql`alter table auditoria add constraint auditoria_teste_falha check (entidade <> 'motoristas') not valid`);
    try {
      const res = await api.inject({ method: 'POST', url: '/api/motoristas', payload: MOTORISTA_VALIDO });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await api.db.select().from(motoristas)).toEqual([]);
    } finally {
      await api.db.execute(sql`alter table auditoria drop constraint auditoria_teste_falha`);
    }
  });
});

describe('the audit trail of receipts and settlements', () => {
  it('a receipt and its estorno are rows on the charge, with the receipt', async () => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id);
    const res = await api.inject({ method: 'POST', url: `/api/pagamentos/${cobranca.id}/recebimentos`, payload: { valor: 200, data_pagamento: '2025-03-04', forma_pagamento: 'pix' } });
    expect(res.statusCode, res.body).toBe(201);
    const rid = res.json<{ id: number }>().id;
    expect((await api.inject({ method: 'DELETE', url: `/api/pagamentos/${cobranca.id}/recebimentos/${rid}` })).statusCode).toBe(204);
    const rows = await trilha(`?entidade=pagamentos&registro_id=${cobranca.id}`);
    expect(rows.map((r) => [r.acao, r.antes, r.depois])).toEqual([
      ['estorno', expect.objectContaining({ id: rid, valor: 200, pagamento_id: cobranca.id }), null],
      ['recebimento', null, expect.objectContaining({ id: rid, valor: 200, forma_pagamento: 'pix', data_pagamento: '2025-03-04' })],
    ]);
  });

  it('a settlement is one row on the contract, before and after, with its figures', async () => {
    const contrato = await inserirContrato(api.db);
    const res = await api.inject({ method: 'POST', url: `/api/contratos/${contrato.id}/encerrar`, payload: { data_fim: '2025-03-09' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await trilha(`?entidade=contratos&registro_id=${contrato.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      acao: 'acerto',
      antes: { status_contrato: 'ativo', data_fim: null },
      depois: { status_contrato: 'finalizado', data_fim: '2025-03-09', acerto: { data_fim: '2025-03-09' } },
    });
  });
});

// several scrypt hashes each (sign-ins, temporary passwords): 90 s on a busy machine, as the other hash-heavy tests
describe('the audit trail of sessions and staff accounts', () => {
  it('a sign-in, a failed one (known and unknown email) and a sign-out', { timeout: 90_000 }, async () => {
    const usuario = await testUserId();
    const token = await login(api.app);
    const errada = await api.app.inject({ method: 'POST', url: '/api/login', payload: { email: TEST_USER.email, senha: 'errada-123' } });
    expect(errada.statusCode).toBe(401);
    const desconhecido = await api.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'Quem@Nao.Existe', senha: 'x' } });
    expect(desconhecido.statusCode).toBe(401);
    // a password typed into the e-mail field is not kept
    const senhaNoEmail = await api.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'Segredo#2026!', senha: 'x' } });
    expect(senhaNoEmail.statusCode).toBe(401);
    expect((await injectWithLogin(api.app, token)({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);

    const rows = (await linhas()).map((r) => ({ acao: r.acao, usuario_id: r.usuario_id, email: r.email, entidade: r.entidade, registro_id: r.registro_id }));
    expect(rows).toEqual([
      { acao: 'login', usuario_id: usuario, email: TEST_USER.email, entidade: 'usuarios', registro_id: usuario },
      { acao: 'login_falhou', usuario_id: usuario, email: TEST_USER.email, entidade: 'usuarios', registro_id: usuario },
      { acao: 'login_falhou', usuario_id: null, email: 'Quem@Nao.Existe', entidade: 'usuarios', registro_id: null },
      { acao: 'login_falhou', usuario_id: null, email: null, entidade: 'usuarios', registro_id: null },
      { acao: 'logout', usuario_id: usuario, email: null, entidade: 'usuarios', registro_id: usuario },
    ]);
    expect(JSON.stringify(await linhas())).not.toContain(token);
    expect(JSON.stringify(await linhas())).not.toContain('Segredo#2026!');
  });

  it('creating a user, changing its role, resetting and changing its password; no hash, token or password in any row', { timeout: 90_000 }, async () => {
    const criado = (await api.inject({ method: 'POST', url: '/api/usuarios', payload: { nome: 'Maria', email: 'maria@equipe.frota.com.br', papel: 'operacional' } })).json();
    const id = criado.id as number;
    const papel = await api.inject({ method: 'PUT', url: `/api/usuarios/${id}`, payload: { nome: 'Maria', email: 'maria@equipe.frota.com.br', papel: 'financeiro', ativo: true } });
    expect(papel.statusCode).toBe(200);
    const nome = await api.inject({ method: 'PUT', url: `/api/usuarios/${id}`, payload: { nome: 'Maria S.', email: 'maria@equipe.frota.com.br', papel: 'financeiro', ativo: true } });
    expect(nome.statusCode).toBe(200);
    const reset = (await api.inject({ method: 'POST', url: `/api/usuarios/${id}/redefinir-senha` })).json();
    const token = await login(api.app, 'maria@equipe.frota.com.br', reset.senha_temporaria);
    const troca = await injectWithLogin(api.app, token)({ method: 'PUT', url: '/api/me/senha', payload: { senha_atual: reset.senha_temporaria, nova_senha: 'girassol-caneca-trilho-42' } });
    expect(troca.statusCode).toBe(204);

    const rows = await trilha(`?entidade=usuarios&registro_id=${id}`);
    // the sign-in is there, shown only when asked for
    expect(rows.map((r) => r.acao)).toEqual(['senha_alterada', 'senha_redefinida', 'alteracao', 'papel', 'criacao']);
    expect((await trilha(`?entidade=usuarios&registro_id=${id}&acao=login`)).map((r) => r.acao)).toEqual(['login']);
    expect(rows.find((r) => r.acao === 'papel')).toMatchObject({ antes: { papel: 'operacional' }, depois: { papel: 'financeiro' }, usuario_id: await testUserId() });
    expect(rows.find((r) => r.acao === 'senha_alterada')).toMatchObject({ usuario_id: id, usuario_nome: 'Maria S.' });
    expect(rows.find((r) => r.acao === 'criacao')!.depois).toMatchObject({ nome: 'Maria', papel: 'operacional', trocar_senha: true });

    const tudo = JSON.stringify(await api.db.select().from(auditoria));
    for (const segredo of [criado.senha_temporaria, reset.senha_temporaria, 'girassol-caneca-trilho-42', token, 'scrypt$', 'password', 'token']) {
      expect(tudo).not.toContain(segredo);
    }
  });
});

describe('GET /api/auditoria', () => {
  it('filters by user and São Paulo days, pages with X-Total-Count and Link, newest first', async () => {
    for (const placa of ['AAA1111', 'BBB2222', 'CCC3333']) expect((await criarVeiculo({ ...VEICULO_VALIDO, placa })).statusCode).toBe(201);
    // an hour after midnight UTC on the 2nd is still the 1st in São Paulo
    await api.db.execute(sql`insert into auditoria (em, usuario_id, acao, entidade, registro_id) values ('2025-03-02T01:00:00Z', null, 'criacao', 'multas', 9)`);

    const page = await api.inject({ method: 'GET', url: '/api/auditoria?entidade=veiculos&page=1&pageSize=2' });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toBe('</api/auditoria?entidade=veiculos&page=2&pageSize=2>; rel="next"');
    expect(page.json<RegistroAuditoria[]>().map((r) => r.depois?.placa)).toEqual(['CCC-3333', 'BBB-2222']);

    expect((await trilha(`?usuario_id=${await testUserId()}`)).map((r) => r.entidade)).toEqual(['veiculos', 'veiculos', 'veiculos']);
    expect((await trilha('?de=2025-03-01&ate=2025-03-01')).map((r) => r.registro_id)).toEqual([9]);
    expect(await trilha('?de=2025-03-02&ate=2025-03-02')).toEqual([]);
    expect((await api.inject({ method: 'GET', url: '/api/auditoria?pageSize=501' })).statusCode).toBe(400);
    expect((await api.inject({ method: 'GET', url: '/api/auditoria?entidade=senhas' })).statusCode).toBe(400);
  });

  it('answers administrador and financeiro, 403 to operacional', { timeout: 90_000 }, async () => {
    const pedir = async (papel: 'financeiro' | 'operacional') =>
      (await injectWithLogin(api.app, await loginAs(api.app, api.db, papel))({ method: 'GET', url: '/api/auditoria' })).statusCode;
    expect(await pedir('financeiro')).toBe(200);
    expect(await pedir('operacional')).toBe(403);
  });

  it('offers no way to change or delete a row: no route, and the database refuses', async () => {
    await criarVeiculo();
    const [row] = await linhas();
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH'] as const) {
      const res = await api.inject({ method, url: `/api/auditoria/${row!.id}`, payload: method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await api.inject({ method: 'DELETE', url: '/api/auditoria' })).statusCode).toBe(404);
    await expect(api.db.execute(sql`update auditoria set acao = 'exclusao'`)).rejects.toThrow();
    await expect(api.db.execute(sql`delete from auditoria`)).rejects.toThrow();
    expect(await linhas()).toEqual([row]);
  });
});

describe('GET /api/auditoria names each record as people know it (issue 33)', () => {
  /** An audit row about a record, as any write leaves one. */
  const registrar = (acao: string, entidade: string, registro_id: number | null) =>
    api.db.insert(auditoria).values({ acao, entidade, registro_id, usuario_id: null });

  it('a plate, a name, plate — driver, a payment by its contract and due day, a user by email; a deleted record by its id; each with its page', async () => {
    const veiculo = await inserirVeiculo(api.db, { placa: 'RUX-4F21' });
    const motorista = await inserirMotorista(api.db, { nome: 'João Carlos da Silva' });
    const contrato = await inserirContrato(api.db, { veiculo_id: veiculo.id, motorista_id: motorista.id });
    const pagamento = await inserirPagamento(api.db, contrato.id, { data_prevista: '2026-12-04' });
    const manutencao = await inserirManutencao(api.db, { veiculo_id: veiculo.id, tipo_manutencao: 'revisao', data_manutencao: '2025-02-01' });
    // a fine's day is its UTC day, as the fines list shows it
    const multa = await inserirMulta(api.db, { veiculo_id: veiculo.id, motorista_id: motorista.id, data_multa: new Date('2025-03-01T01:00:00Z') });
    const sinistro = await inserirSinistro(api.db, { veiculo_id: veiculo.id, motorista_id: motorista.id, data_sinistro: '2025-03-05' });
    const rastreador = await inserirRastreador(api.db, { codigo_identificacao: 'R-777', nome_dispositivo: 'GT06' });
    const usuario = await testUserId();
    const [release] = await api.db
      .insert(releases)
      .values({ remote: 'fleet', versao: '1.4.0', hash: 'abcdef1', criada_em: new Date(), autor_id: usuario })
      .returning({ id: releases.id });

    const casos: [string, number | null][] = [
      ['veiculos', veiculo.id],
      ['motoristas', motorista.id],
      ['contratos', contrato.id],
      ['pagamentos', pagamento.id],
      ['manutencoes', manutencao.id],
      ['multas', multa.id],
      ['sinistros', sinistro.id],
      ['rastreadores', rastreador.id],
      ['usuarios', usuario],
      ['releases', release!.id],
      // gone: no row of it any more
      ['veiculos', 999],
      ['pagamentos', 998],
      // a failed sign-in of an unknown email names no row
      ['usuarios', null],
    ];
    for (const [entidade, id] of casos) await registrar('alteracao', entidade, id);

    const rows = (await trilha()).reverse();
    expect(rows.map((r) => [r.registro_nome, r.registro_pagina])).toEqual([
      ['RUX-4F21', `/veiculos/${veiculo.id}/relatorio`],
      ['João Carlos da Silva', `/motoristas/${motorista.id}/editar`],
      ['RUX-4F21 — João Carlos da Silva', `/contratos/${contrato.id}/editar`],
      ['RUX-4F21 — João Carlos da Silva, vencimento 04/12/2026', `/pagamentos/${pagamento.id}/editar`],
      ['RUX-4F21 — Revisão de 01/02/2025', `/manutencoes/${manutencao.id}/editar`],
      ['RUX-4F21 — multa de 01/03/2025', `/multas/${multa.id}/editar`],
      ['RUX-4F21 — sinistro de 05/03/2025', `/sinistros/${sinistro.id}/editar`],
      ['R-777 — GT06', `/rastreadores/${rastreador.id}/editar`],
      [TEST_USER.email, '/usuarios'],
      ['fleet 1.4.0', '/releases'],
      ['Veículo nº 999', null],
      ['Pagamento nº 998', null],
      ['Usuário', null],
    ]);
  });

  it('pages on the server with the names, in one statement whatever the page size', async () => {
    const veiculo = await inserirVeiculo(api.db, { placa: 'PAG-1A23' });
    for (let i = 0; i < 5; i++) await registrar('alteracao', 'veiculos', veiculo.id);
    const res = await api.inject({ method: 'GET', url: '/api/auditoria?page=2&pageSize=2' });
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json<RegistroAuditoria[]>().map((r) => r.registro_nome)).toEqual(['PAG-1A23', 'PAG-1A23']);
  });

  it('leaves the sign-ins out unless asked for by their action; an unknown action is refused', async () => {
    const usuario = await testUserId();
    await registrar('login', 'usuarios', usuario);
    await registrar('login_falhou', 'usuarios', usuario);
    await registrar('logout', 'usuarios', usuario);
    await registrar('login', 'usuarios', usuario);
    const padrao = await api.inject({ method: 'GET', url: '/api/auditoria?page=1&pageSize=10' });
    expect(padrao.json<RegistroAuditoria[]>().map((r) => r.acao)).toEqual(['logout', 'login_falhou']);
    expect(padrao.headers['x-total-count']).toBe('2');
    const logins = await api.inject({ method: 'GET', url: '/api/auditoria?acao=login&page=1&pageSize=10' });
    expect(logins.json<RegistroAuditoria[]>().map((r) => [r.acao, r.registro_nome])).toEqual([
      ['login', TEST_USER.email],
      ['login', TEST_USER.email],
    ]);
    expect(logins.headers['x-total-count']).toBe('2');
    expect((await api.inject({ method: 'GET', url: '/api/auditoria?acao=entrou' })).statusCode).toBe(400);
  });
});

describe('GET /api/auditoria names the driver who acted on his own page (issue 37)', () => {
  it('a driver\'s "Fui eu" has him as author, by name; filtering by a staff user leaves his row out', async () => {
    const motorista = await inserirMotorista(api.db, { nome: 'Carlos Pereira', data_nascimento: '1990-05-01' });
    const multa = await inserirMulta(api.db, { motorista_id: motorista.id });
    const acesso = await api.inject({ method: 'POST', url: `/api/motoristas/${motorista.id}/acesso` });
    const token = acesso.json<{ url: string }>().url.split('#')[1]!;
    const sessao = await api.app.inject({ method: 'POST', url: '/api/motorista/sessao', payload: { token, data_nascimento: '1990-05-01' } });
    const comoEle = injectWithLogin(api.app, sessao.json<{ token: string }>().token);
    expect((await comoEle({ method: 'POST', url: `/api/motorista/multas/${multa.id}/fui-eu` })).statusCode).toBe(200);

    const [dele, ...antes] = await trilha(`?entidade=multas&registro_id=${multa.id}`);
    expect(antes).toEqual([]);
    expect(dele).toMatchObject({ acao: 'condutor_confirmado', usuario_id: null, usuario_nome: null, motorista_id: motorista.id, motorista_nome: 'Carlos Pereira' });
    // a staff row names no driver as its author
    const [envio] = await trilha(`?entidade=motoristas&registro_id=${motorista.id}`);
    expect(envio).toMatchObject({ acao: 'acesso_enviado', usuario_nome: 'teste', motorista_id: null, motorista_nome: null });
    expect((await trilha(`?usuario_id=${await testUserId()}`)).map((r) => r.acao)).toEqual(['acesso_enviado']);
  });
});
