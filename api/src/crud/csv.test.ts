import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { csvHeader, endpointOf, ENTITY_NAMES, MSG, PAPEIS } from '@frota/shared/domain';
import { csvColumns } from '@frota/shared/domain/csv-columns';
import { evaluateAlertas } from '../alertas/evaluation';
import { pagamentos, users } from '../db/schema';
import { pagamentosResource } from '../resources/pagamentos';
import { resourceOf } from '../resources';
import { inserirAbcEBruno, inserirContrato, inserirMotorista, inserirMulta, inserirPagamento, inserirRastreador, inserirVeiculo } from '../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../test/helpers';
import { CSV_BATCH_SIZE } from './csv';
import { createResourceService } from './service';

// GET /api/<name>.csv: every row of a list's query, written by the server from the entity's CSV_COLUMNS
// (shared/src/domain/csv-columns.ts, whose cells csv-columns.test.ts pins) as it reads them.

const api = useApiTest();

const csvGet = (url: string) => api.inject({ method: 'GET', url });
/** The lines of a CSV answer, without the BOM and the last line break. */
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

/** Two contracts of ABC-1D23 (Bruno Lima) and of another car and driver, with payments of each. */
async function doisContratos() {
  const { refs } = await inserirAbcEBruno(api.db);
  const doBruno = await inserirContrato(api.db, refs);
  const outro = await inserirContrato(api.db, { veiculo_id: (await inserirVeiculo(api.db, { placa: 'XYZ-9876' })).id });
  return { doBruno, outro };
}

/** `n` pending charges of the contracts in turn, due on days from 2025-01-06 in a shuffled order (many on the same day). */
async function muitosPagamentos(n: number, contratoIds: number[]) {
  const rows = Array.from({ length: n }, (_, i) => ({
    contrato_id: contratoIds[i % contratoIds.length]!,
    data_prevista: new Date(Date.UTC(2025, 0, 6 + ((i * 7) % 97))).toISOString().slice(0, 10),
    valor_pago: 100 + (i % 13),
  }));
  for (let i = 0; i < rows.length; i += 400) await api.db.insert(pagamentos).values(rows.slice(i, i + 400));
}

describe('GET /api/<name>.csv', () => {
  it('answers the payments as CSV: the list header, a line per payment with its contract (plate and driver), amounts and dates pt-BR', async () => {
    const { doBruno, outro } = await doisContratos();
    await inserirPagamento(api.db, doBruno.id, { data_prevista: '2025-03-03', valor_pago: 1234.5, status_pagamento: 'pago', data_pagamento: '2025-03-04' });
    await inserirPagamento(api.db, doBruno.id, { data_prevista: '2025-03-10', valor_pago: 650 });
    await inserirPagamento(api.db, outro.id, { data_prevista: '2025-03-10', valor_pago: 700, tipo: 'multa' });

    const res = await csvGet('/api/pagamentos.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pagamentos.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // newest first, as the list
    expect(linesOf(res.body)).toEqual([
      'ID;Contrato;Tipo;Data prevista;Data do pagamento;Valor (R$);Recebido (R$);Saldo (R$);Status',
      '3;XYZ-9876 — Ana Souza;Multa;10/03/2025;;700,00;0,00;700,00;Pendente',
      '2;ABC-1D23 — Bruno Lima;Aluguel;10/03/2025;;650,00;0,00;650,00;Pendente',
      '1;ABC-1D23 — Bruno Lima;Aluguel;03/03/2025;04/03/2025;1234,50;1234,50;0,00;Pago',
    ]);
  });

  it('takes the list\'s filters, search and sort, leaves paging out, and gives only the columns asked for, in their order', async () => {
    const { doBruno, outro } = await doisContratos();
    await inserirPagamento(api.db, doBruno.id, { data_prevista: '2025-03-10', valor_pago: 650 });
    await inserirPagamento(api.db, doBruno.id, { data_prevista: '2025-03-03', valor_pago: 640, status_pagamento: 'pago', data_pagamento: '2025-03-03' });
    await inserirPagamento(api.db, doBruno.id, { data_prevista: '2025-03-17', valor_pago: 650, tipo: 'avulso' });
    await inserirPagamento(api.db, outro.id, { data_prevista: '2025-03-10', valor_pago: 700 });

    const porPlaca = await csvGet('/api/pagamentos.csv?q=abc1d23&tipo=aluguel&sort=data_prevista&order=asc&page=2&pageSize=1&colunas=data_prevista,valor_pago,id');
    expect(porPlaca.statusCode, porPlaca.body).toBe(200);
    expect(linesOf(porPlaca.body)).toEqual(['Data prevista;Valor (R$);ID', '03/03/2025;640,00;2', '10/03/2025;650,00;1']);

    const doVeiculo = await csvGet(`/api/pagamentos.csv?veiculo_id=${doBruno.veiculo_id}&status_pagamento=pendente&colunas=id`);
    expect(linesOf(doVeiculo.body)).toEqual(['ID', '3', '1']);
    const porMotorista = await csvGet('/api/pagamentos.csv?q=bruno&colunas=id,contrato');
    expect(linesOf(porMotorista.body)).toEqual(['ID;Contrato', '3;ABC-1D23 — Bruno Lima', '2;ABC-1D23 — Bruno Lima', '1;ABC-1D23 — Bruno Lima']);
  });

  it(`reads ${CSV_BATCH_SIZE} rows at a time and writes them all, in the list's order, whatever the sort (ties and empty values across batches)`, async () => {
    const { doBruno, outro } = await doisContratos();
    await muitosPagamentos(1_195, [doBruno.id, outro.id]);
    // five paid ones, so the payment date has values and empty ones
    for (const [i, dia] of ['2025-02-03', '2025-02-03', '2025-01-10', '2025-03-01', '2025-02-03'].entries()) {
      await inserirPagamento(api.db, i % 2 ? outro.id : doBruno.id, { data_prevista: dia, valor_pago: 650, status_pagamento: 'pago', data_pagamento: dia });
    }

    const idsOfList = async (query: string) => {
      const ids: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await csvGet(`/api/pagamentos?${query}&page=${page}&pageSize=500`);
        ids.push(...res.json<{ id: number }[]>().map((p) => String(p.id)));
      }
      return ids;
    };
    for (const query of ['', 'sort=data_prevista&order=asc', 'sort=contrato_id&order=desc', 'sort=data_pagamento&order=asc', 'sort=data_pagamento&order=desc', 'sort=valor_pago&order=desc']) {
      const res = await csvGet(`/api/pagamentos.csv?colunas=id&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const [header, ...ids] = linesOf(res.body);
      expect(header).toBe('ID');
      expect(ids, query).toHaveLength(1_200);
      expect(new Set(ids).size).toBe(1_200);
      expect(ids, query).toEqual(await idsOfList(query));
    }
  });

  it(`reads the list in batches of ${CSV_BATCH_SIZE}, each starting where the last ended`, async () => {
    const { doBruno } = await doisContratos();
    await muitosPagamentos(1_200, [doBruno.id]);
    const service = createResourceService(pagamentosResource);
    const tamanhos: number[] = [];
    const primeiros: unknown[] = [];
    for await (const lote of service.batches(api.db, { sort: 'data_prevista', order: 'desc' }, CSV_BATCH_SIZE)) {
      tamanhos.push(lote.length);
      primeiros.push(lote[0]!.id);
      // each row as the list answers it, its contract embedded
      expect(lote[0]).toMatchObject({ contrato: { id: doBruno.id, veiculo: { placa: 'ABC-1D23' }, motorista: { nome: 'Bruno Lima' } } });
      expect(lote[0]).not.toHaveProperty('_posicao');
    }
    expect(tamanhos).toEqual([500, 500, 200]);
    expect(new Set(primeiros).size).toBe(3);
  });

  it('pages through a sort on an expression over another table (the vehicle\'s plate), rows without one included, both ways', async () => {
    const placas = ['KKK-1111', 'AAA-2222', 'KKK-1111', null, 'ZZZ-3333', null, 'AAA-2222', 'MMM-4444'];
    const veiculos = new Map<string, number>();
    for (const placa of new Set(placas.filter((p): p is string => p !== null))) veiculos.set(placa, (await inserirVeiculo(api.db, { placa })).id);
    for (const placa of placas) await inserirRastreador(api.db, { veiculo_id: placa ? veiculos.get(placa)! : null });
    const service = createResourceService(resourceOf('rastreadores'));
    for (const order of ['asc', 'desc'] as const) {
      const lista = (await service.list(api.db, { sort: 'veiculo', order })).rows.map((r) => r.id);
      const lotes: unknown[][] = [];
      for await (const lote of service.batches(api.db, { sort: 'veiculo', order }, 3)) lotes.push(lote.map((r) => r.id));
      expect(lotes.map((l) => l.length)).toEqual([3, 3, 2]);
      expect(lotes.flat(), order).toEqual(lista);
    }
  });

  it("neutralizes text a spreadsheet would run as a formula, and quotes the separator", async () => {
    await inserirMotorista(api.db, { nome: '=HYPERLINK("http://x";"clique")', endereco: 'Rua A; 1' });
    await inserirMotorista(api.db, { nome: '@SOMA(A1)', cpf: '111.444.777-35' });
    const res = await csvGet('/api/motoristas.csv?sort=nome&colunas=nome');
    expect(linesOf(res.body)).toEqual(['Nome', `"'=HYPERLINK(""http://x"";""clique"")"`, "'@SOMA(A1)"]);
  });

  it('writes money as a plain number with 2 decimals under "(R$)" and fine dates dd/mm/aaaa in UTC', async () => {
    await inserirMulta(api.db, { data_multa: new Date('2025-03-01T02:30:00Z'), data_vencimento: new Date('2025-03-31T23:59:00Z'), valor_multa: 1195.5 });
    const res = await csvGet('/api/multas.csv?colunas=data_multa,data_vencimento,valor_multa,transferido_para_condutor');
    expect(linesOf(res.body)).toEqual(['Data;Vencimento;Valor (R$);Transferida', '01/03/2025;31/03/2025;1195,50;Não']);
  });

  it('answers every list resource at <name>.csv with its columns; the drivers with the birth date their screen leaves out', async () => {
    await inserirMotorista(api.db, { data_nascimento: '1990-05-20' });
    for (const name of ENTITY_NAMES.filter((n) => n !== 'alertas')) {
      const res = await csvGet(`/api${endpointOf(name)}.csv`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0], name).toBe(csvHeader(csvColumns(name)).trimEnd());
    }
    expect(linesOf((await csvGet('/api/motoristas.csv?colunas=data_nascimento')).body)).toEqual(['Data de nascimento', '20/05/1990']);
  });

  it('answers an empty list as its header alone', async () => {
    const res = await csvGet('/api/sinistros.csv');
    expect(res.body).toBe('\uFEFFData;Veículo;Motorista;Descrição;Custo do reparo (R$)\r\n');
  });

  it.each([
    ['an unknown status', 'status_pagamento=quitado', { status_pagamento: MSG.opcaoInvalida }],
    ['an id that is no number', 'veiculo_id=abc', { veiculo_id: MSG.idInvalido }],
    ['an unknown sort', 'sort=senha', { sort: MSG.opcaoInvalida }],
    ['an unknown column', 'colunas=id,senha', { colunas: MSG.opcaoInvalida }],
  ])('refuses %s with 400 and the field message, as the list does', async (_caso, query, errors) => {
    const res = await csvGet(`/api/pagamentos.csv?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors });
  });

  it('answers 401 without a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/pagamentos.csv' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('lets every role read it, like the list (the finance entities too); a temporary password gets 403', async () => {
    for (const papel of PAPEIS) {
      const res = await injectWithLogin(api.app, await loginAs(api.app, api.db, papel))({ method: 'GET', url: '/api/pagamentos.csv' });
      expect(res.statusCode, papel).toBe(200);
    }
    const token = await loginAs(api.app, api.db, 'operacional');
    await api.db.update(users).set({ trocar_senha: true }).where(eq(users.email, 'operacional@frota.com.br'));
    try {
      const res = await injectWithLogin(api.app, token)({ method: 'GET', url: '/api/contratos.csv' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.altereSuaSenha });
    } finally {
      await api.db.update(users).set({ trocar_senha: false }).where(eq(users.email, 'operacional@frota.com.br'));
    }
  });

  it('compresses it for a client that takes gzip', async () => {
    const { doBruno } = await doisContratos();
    await muitosPagamentos(50, [doBruno.id]);
    const res = await api.inject({ method: 'GET', url: '/api/pagamentos.csv', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(linesOf(gunzipSync(res.rawPayload).toString('utf8'))).toHaveLength(51);
  });

  it('is in the OpenAPI document as text/csv, with the list\'s parameters but no pages', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { summary: string; tags: string[]; parameters: { name: string }[]; responses: Record<string, { content: Record<string, unknown> }> }>> }>();
    const csv = doc.paths['/api/pagamentos.csv']!.get!;
    expect(csv.summary).toBe('Exporta pagamentos em CSV');
    expect(csv.tags).toEqual(['Pagamentos']);
    expect(Object.keys(csv.responses['200']!.content)).toEqual(['text/csv']);
    const names = csv.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'sort', 'order', 'colunas', 'veiculo_id', 'status_pagamento']));
    expect(names).not.toContain('page');
    expect(names).not.toContain('pageSize');
  });
});

describe('GET /api/alertas-manutencao.csv', () => {
  it("answers the alerts of the status asked for (the active ones by default), with the vehicle's plate, brand and model", async () => {
    await inserirVeiculo(api.db, { placa: 'ABC-1D23', quilometragem_inicial: 0, data_aquisicao: '2020-01-01' });
    // bought a year before with no service since: due by time
    await evaluateAlertas(api.db, { now: new Date('2021-01-01T12:00:00Z'), intervalos: { km: 10_000, dias: 180 } });
    const res = await csvGet('/api/alertas-manutencao.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="alertas.csv"');
    const [header, linha, ...resto] = linesOf(res.body);
    expect(header).toBe('Placa;Veículo;Alerta;Status');
    expect(linha).toBe('ABC-1D23;CHEVROLET ONIX;Necessita revisão: 366 dias desde a última;Ativo');
    expect(resto).toEqual([]);
    expect(linesOf((await csvGet('/api/alertas-manutencao.csv?status=resolvido')).body)).toEqual(['Placa;Veículo;Alerta;Status']);
  });

  it('refuses an unknown status with 400', async () => {
    const res = await csvGet('/api/alertas-manutencao.csv?status=talvez');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { status: MSG.opcaoInvalida } });
  });
});
