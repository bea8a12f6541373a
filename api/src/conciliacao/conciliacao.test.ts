import { readFileSync } from 'node:fs';
import https from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { CONCILIACAO_MSG, OFX_MAX_BYTES, type AlertaManutencao, type LancamentoBancario } from '@frota/shared/domain';
import { auditoria, pagamentos, pushSubscriptions, recebimentos, recebimentosLotes } from '../db/schema';
import { inserirContrato, inserirMotorista, inserirPagamento, inserirRecebimento, semEncargos } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { multipart } from '../test/multipart';
import { browserKeys, startPushReceiver, type PushReceiver } from '../test/push-receiver';

// the local push receiver is allowed the way an operator allows a push service: PUSH_HOSTS
const api = useApiTest({ config: { pushHosts: ['127.0.0.1'] } });

const fixture = (nome: string) => readFileSync(new URL(`./fixtures/${nome}.ofx`, import.meta.url));

/** An OFX 1.x as the banks write it: SGML, no closing tags on the values. */
export function ofxSgml(linhas: { fitid: string; data: string; valor: string; memo: string }[], conta = '12345-6'): Buffer {
  const trns = linhas
    .map((l) => `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>${l.data.replace(/-/g, '')}120000[-3:BRT]\n<TRNAMT>${l.valor}\n<FITID>${l.fitid}\n<MEMO>${l.memo}\n</STMTTRN>`)
    .join('\n');
  return Buffer.from(
    `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>${conta}\n</BANKACCTFROM>\n<BANKTRANLIST>\n${trns}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`,
    'latin1',
  );
}

const importar = (bytes: Buffer, headers: Record<string, string> = {}) => {
  const body = multipart({}, { bytes, filename: 'extrato.ofx', contentType: 'application/x-ofx' });
  return api.inject({ method: 'POST', url: '/api/conciliacao/extratos', payload: body.payload, headers: { ...body.headers, ...headers } });
};
const listar = async (status = 'aberto') => {
  const res = await api.inject({ method: 'GET', url: `/api/conciliacao/lancamentos?status=${status}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LancamentoBancario[]>();
};
const acao = (id: number, nome: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url: `/api/conciliacao/lancamentos/${String(id)}/${nome}`, ...(payload === undefined ? {} : { payload }), headers });

async function cobranca(id: number) {
  const [row] = await api.db.select({ saldo: pagamentos.saldo, status: pagamentos.status_pagamento, data: pagamentos.data_pagamento }).from(pagamentos).where(eq(pagamentos.id, id));
  return row!;
}

/** Bruno Lima, three weeks of 650 due 2026-11-02, -09 and -16 (1.950 open), and Ana Souza's week due 2026-11-16. */
async function cenario() {
  const bruno = await inserirMotorista(api.db, { nome: 'Bruno Lima' });
  const contrato = await inserirContrato(api.db, { motorista_id: bruno.id, data_inicio: '2026-11-02' });
  const s1 = await inserirPagamento(api.db, contrato.id, { data_prevista: '2026-11-02', status_pagamento: 'atrasado' });
  const s2 = await inserirPagamento(api.db, contrato.id, { data_prevista: '2026-11-09', status_pagamento: 'atrasado' });
  const s3 = await inserirPagamento(api.db, contrato.id, { data_prevista: '2026-11-16' });
  const ana = await inserirMotorista(api.db, { nome: 'Ana Paula de Souza' });
  const contratoAna = await inserirContrato(api.db, { motorista_id: ana.id, data_inicio: '2026-11-16', valor_aluguel: 700 });
  const daAna = await inserirPagamento(api.db, contratoAna.id, { data_prevista: '2026-11-16', valor_pago: 700 });
  return { bruno, ana, s1, s2, s3, daAna };
}

describe('POST /api/conciliacao/extratos', () => {
  it.each([
    ['itau', [['2026-11-17', 650, 'PIX RECEBIDO JOÃO DA SILVA'], ['2026-11-18', 1300, 'PIX TRANSF FROTAM7 MARIA APARECIDA']]],
    ['bradesco', [['2026-11-16', 650, 'TRANSF PIX REM: CARLOS E SANTOS 16/11'], ['2026-11-19', 1950, 'TRANSF PIX REM: FROTA42 PAULO R OLIVEIRA']]],
    ['banco-do-brasil', [['2026-11-20', 325, 'Pix - Recebido'], ['2026-11-20', 650, 'Pix - Recebido']]],
    ['nubank', [['2026-11-17', 650, expect.stringContaining('FRANCISCA DAS CHAGAS SOUSA')], ['2026-11-19', 400, 'Transferência recebida pelo Pix - ANTÔNIO MARCOS & FILHOS - FROTA15']]],
    ['inter', [['2026-11-16', 650, 'PIX RECEBIDO - FULANO DE TAL'], ['2026-11-17', 650, 'Pix recebido: "Cp :00000000-FULANO DE TAL"']]],
  ] as const)('stores the credits of the %s layout, debits left out; the same file again adds nothing', async (banco, esperados) => {
    const primeira = await importar(fixture(banco));
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json()).toEqual({ novos: 2, ja_importados: 0, mensagem: '2 lançamentos novos, 0 já importados' });
    const linhas = (await listar()).sort((a, b) => a.data!.localeCompare(b.data!) || a.valor! - b.valor!);
    expect(linhas.map((l) => [l.data, l.valor, l.memo])).toEqual(esperados);
    expect(linhas.every((l) => l.status === 'aberto' && l.proposta?.tipo === 'a_conferir')).toBe(true);

    const segunda = await importar(fixture(banco));
    expect(segunda.json()).toEqual({ novos: 0, ja_importados: 2, mensagem: '0 lançamentos novos, 2 já importados' });
    expect(await listar()).toHaveLength(2);
  });

  it('keeps the payer of Banco do Brasil in NAME and the account from BANKACCTFROM', async () => {
    await importar(fixture('banco-do-brasil'));
    const [linha] = (await listar()).filter((l) => l.valor === 325);
    expect(linha).toMatchObject({ conta: '1/4321-X/98765-4', fitid: '20261120325001', nome: '20/11 16:02 J R COSTA' });
  });

  it('adds the new lines of a longer statement and counts the ones it had', async () => {
    await importar(ofxSgml([{ fitid: 'a1', data: '2026-11-16', valor: '10.00', memo: 'PIX' }]));
    const res = await importar(
      ofxSgml([
        { fitid: 'a1', data: '2026-11-16', valor: '10.00', memo: 'PIX' },
        { fitid: 'a2', data: '2026-11-17', valor: '20.00', memo: 'PIX' },
      ]),
    );
    expect(res.json()).toEqual({ novos: 1, ja_importados: 1, mensagem: '1 lançamento novo, 1 já importado' });
  });

  it('refuses a text that is not an OFX, and a binary file, with the same pt-BR message', async () => {
    for (const bytes of [Buffer.from('data;valor\n2026-11-16;650,00\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])]) {
      const res = await importar(bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: CONCILIACAO_MSG.naoOfx });
    }
    expect(await listar()).toEqual([]);
  });

  it('keeps a line it cannot read as suspeito, never guessing its money, and says so', async () => {
    const bytes = Buffer.from(
      ofxSgml([{ fitid: 'ok', data: '2026-11-16', valor: '10.00', memo: 'PIX' }])
        .toString('latin1')
        .replace('</BANKTRANLIST>', '<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>ontem\n<TRNAMT>650.00\n<FITID>ruim\n<MEMO>PIX\n</STMTTRN>\n</BANKTRANLIST>'),
      'latin1',
    );
    const res = await importar(bytes);
    expect(res.json()).toEqual({
      novos: 1,
      ja_importados: 0,
      mensagem: '1 lançamento novo, 0 já importados; 1 lançamento ilegível ficou marcado como suspeito (confira no app do banco)',
    });
    expect((await listar()).map((l) => [l.fitid, l.status, l.data, l.valor, l.data_bruta])).toEqual([
      ['ruim', 'suspeito', null, 650, 'ontem'],
      ['ok', 'aberto', '2026-11-16', 10, null],
    ]);
  });

  it('stops reading a file past 5 MB: 413 with its pt-BR message', async () => {
    const res = await importar(Buffer.alloc(OFX_MAX_BYTES + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: CONCILIACAO_MSG.grande });
  });

  it('answers a repeat under the same Idempotency-Key with the first answer', async () => {
    const headers = { 'idempotency-key': 'extrato-1' };
    const primeira = await importar(fixture('itau'), headers);
    const segunda = await importar(fixture('itau'), headers);
    expect(segunda.json()).toEqual(primeira.json());
    expect(segunda.headers['idempotent-replayed']).toBe('true');
  });
});

describe('GET /api/conciliacao/lancamentos: the proposals', () => {
  it('exato: the txid of a charge, whatever the name', async () => {
    const { bruno, s2 } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-20', valor: '650.00', memo: `TRANSF PIX JOSE QUALQUER FROTA${String(s2.id)}` }]));
    const [linha] = await listar();
    expect(linha!.proposta).toEqual({
      tipo: 'exato',
      motivo: `Pix do Frota (FROTA${String(s2.id)}): aluguel de Bruno Lima, vencimento 09/11/2026.`,
      motorista_id: bruno.id,
      motorista_nome: 'Bruno Lima',
      pagamento_ids: [s2.id],
      candidatos: [],
    });
  });

  it("exato: a driver's txid is a lump sum over his open charges, oldest first", async () => {
    const { bruno, s1, s2, s3 } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-20', valor: '1000.00', memo: `PIX RECEBIDO FROTAM${String(bruno.id)}` }]));
    const [linha] = await listar();
    expect(linha!.proposta).toMatchObject({ tipo: 'exato', motorista_id: bruno.id, pagamento_ids: [s1.id, s2.id, s3.id] });
    expect(linha!.proposta!.motivo).toBe(`Pix do Frota (FROTAM${String(bruno.id)}): pagamento de Bruno Lima, distribuído pelas 3 cobranças em aberto, a mais antiga primeiro.`);
  });

  it('nome: the amount of one charge and the payer named, within 10 days of its due date; initials and no accents', async () => {
    const { ana, daAna } = await cenario();
    await importar(
      ofxSgml([
        { fitid: 'n1', data: '2026-11-18', valor: '700.00', memo: 'PIX RECEBIDO - ANA P DE SOUZA' },
        // 11 days after: only the amount counts
        { fitid: 'n2', data: '2026-11-27', valor: '700.00', memo: 'PIX RECEBIDO - ANA P DE SOUZA' },
        // the name of someone else
        { fitid: 'n3', data: '2026-11-18', valor: '700.00', memo: 'PIX RECEBIDO - CARLOS ALBERTO' },
      ]),
    );
    const [perto, longe, outro] = await listar().then((ls) => ['n1', 'n2', 'n3'].map((f) => ls.find((l) => l.fitid === f)!));
    expect(perto!.proposta).toEqual({
      tipo: 'nome',
      motivo: 'O valor é o em aberto da cobrança de aluguel com vencimento em 16/11/2026 e o nome do pagador confere com Ana Paula de Souza.',
      motorista_id: ana.id,
      motorista_nome: 'Ana Paula de Souza',
      pagamento_ids: [daAna.id],
      candidatos: [],
    });
    for (const linha of [longe!, outro!]) {
      expect(linha.proposta).toMatchObject({ tipo: 'a_conferir', pagamento_ids: [], motivo: 'Só o valor confere (1 possibilidade): confira antes de confirmar.' });
      expect(linha.proposta!.candidatos).toEqual([{ motorista_id: ana.id, motorista_nome: 'Ana Paula de Souza', pagamento_ids: [daAna.id], valor: 700, data_prevista: '2026-11-16' }]);
    }
  });

  it('nome: of two equal weeks of the same driver, the oldest', async () => {
    const { s1 } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-08', valor: '650.00', memo: 'PIX RECEBIDO - BRUNO LIMA' }]));
    const [linha] = await listar();
    expect(linha!.proposta).toMatchObject({ tipo: 'nome', pagamento_ids: [s1.id] });
  });

  it("nome: the sum of one driver's open charges", async () => {
    const { bruno, s1, s2, s3 } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-17', valor: '1950.00', memo: 'TRANSF PIX REM: BRUNO LIMA' }]));
    const [linha] = await listar();
    expect(linha!.proposta).toMatchObject({ tipo: 'nome', motorista_id: bruno.id, pagamento_ids: [s1.id, s2.id, s3.id] });
    expect(linha!.proposta!.motivo).toBe('O valor é o total em aberto de 3 cobranças e o nome do pagador confere com Bruno Lima.');
  });

  it('a_conferir: up to three candidates by the amount alone, the nearest due date first; none says so', async () => {
    const { s1, s2, s3 } = await cenario();
    await importar(
      ofxSgml([
        { fitid: 'c', data: '2026-11-10', valor: '650.00', memo: 'PIX RECEBIDO - FULANO DE TAL' },
        { fitid: 'd', data: '2026-11-10', valor: '123.45', memo: 'PIX RECEBIDO - FULANO DE TAL' },
      ]),
    );
    const [c, d] = await listar();
    expect(c!.proposta!.candidatos.map((x) => x.pagamento_ids)).toEqual([[s2.id], [s3.id], [s1.id]]);
    expect(d!.proposta).toMatchObject({ tipo: 'a_conferir', motivo: 'Sem cobrança em aberto com este valor.', candidatos: [] });
  });
});

describe('confirmar, não é aluguel, estornar', () => {
  // the amounts are the rents' own: late charges (encargos.test.ts) would take a share of each lump sum
  beforeEach(() => semEncargos(api.db));

  it('confirms a lump sum over three charges as one lote by Pix on the bank day, undoes it, confirms it again', async () => {
    const { bruno, s1, s2, s3 } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-20', valor: '1950.00', memo: `PIX FROTAM${String(bruno.id)}` }]));
    const [linha] = await listar();

    const confirmado = await acao(linha!.id, 'confirmar');
    expect(confirmado.statusCode, confirmado.body).toBe(200);
    const corpo = confirmado.json<LancamentoBancario>();
    expect(corpo).toMatchObject({ status: 'confirmado', motorista_id: bruno.id, motorista_nome: 'Bruno Lima', proposta: null });
    for (const s of [s1, s2, s3]) expect(await cobranca(s.id)).toEqual({ saldo: 0, status: 'pago', data: '2026-11-20' });
    const partes = await api.db.select().from(recebimentos).where(eq(recebimentos.lote_id, corpo.lote_id!));
    expect(partes.map((p) => [p.valor, p.forma_pagamento, p.data_pagamento])).toEqual([650, 650, 650].map((v) => [v, 'pix', '2026-11-20']));
    // the ledger's lote: its recibo reads it like any other
    const recibo = await api.inject({ method: 'GET', url: `/api/motoristas/${String(bruno.id)}/recebimentos/${String(corpo.lote_id)}/recibo` });
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(await listar()).toEqual([]);
    expect((await listar('conferido')).map((l) => l.id)).toEqual([linha!.id]);

    const desfeito = await acao(linha!.id, 'estornar');
    expect(desfeito.statusCode, desfeito.body).toBe(200);
    expect(desfeito.json()).toMatchObject({ status: 'aberto', lote_id: null });
    for (const s of [s1, s2]) expect(await cobranca(s.id)).toMatchObject({ saldo: 650, status: 'atrasado' });
    expect(await api.db.select().from(recebimentosLotes)).toEqual([]);

    const denovo = await acao(linha!.id, 'confirmar');
    expect(denovo.statusCode, denovo.body).toBe(200);
    expect(await cobranca(s3.id)).toMatchObject({ saldo: 0, status: 'pago' });
    const trilha = await api.db.select({ acao: auditoria.acao }).from(auditoria).where(eq(auditoria.entidade, 'lancamentos_bancarios')).orderBy(auditoria.id);
    expect(trilha.map((t) => t.acao)).toEqual(['criacao', 'alteracao', 'alteracao', 'alteracao']);
  });

  it('refuses a charge paid by hand meanwhile, and pays nothing', async () => {
    const { s2 } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-20', valor: '650.00', memo: `PIX FROTA${String(s2.id)}` }]));
    const [linha] = await listar();
    await inserirRecebimento(api.db, s2.id, { valor: 650, data_pagamento: '2026-11-19', forma_pagamento: 'dinheiro' });
    const res = await acao(linha!.id, 'confirmar', { pagamento_ids: linha!.proposta!.pagamento_ids });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: CONCILIACAO_MSG.jaPaga(s2.id) });
    expect(await api.db.select().from(recebimentosLotes)).toEqual([]);
    expect((await listar())[0]!.status).toBe('aberto');
  });

  it('confirms an a_conferir line with the charge a person chose; without one it asks for it', async () => {
    const { daAna } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-25', valor: '700.00', memo: 'PIX RECEBIDO' }]));
    const [linha] = await listar();
    const sem = await acao(linha!.id, 'confirmar');
    expect(sem.statusCode).toBe(422);
    expect(sem.json<{ message: string }>().message).toBe(`O lançamento de 25/11/2026 (R$ 700,00): ${CONCILIACAO_MSG.semProposta}`);
    const com = await acao(linha!.id, 'confirmar', { pagamento_ids: [daAna.id] });
    expect(com.statusCode, com.body).toBe(200);
    expect(await cobranca(daAna.id)).toMatchObject({ saldo: 0, status: 'pago' });
  });

  it('sets a line aside as não é aluguel, and undoes it; a stale If-Match changes nothing', async () => {
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-20', valor: '50.00', memo: 'PIX RECEBIDO - ESTORNO LOJA' }]));
    const [linha] = await listar();
    expect((await acao(linha!.id, 'nao-e-aluguel', undefined, { 'if-match': '"9"' })).statusCode).toBe(412);
    const res = await acao(linha!.id, 'nao-e-aluguel', undefined, { 'if-match': `"${String(linha!.versao)}"` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'nao_aluguel' });
    expect((await acao(linha!.id, 'confirmar')).statusCode).toBe(409);
    expect((await acao(linha!.id, 'estornar')).json()).toMatchObject({ status: 'aberto' });
    expect((await acao(linha!.id, 'estornar')).statusCode).toBe(409);
    expect((await acao(999_999, 'estornar')).statusCode).toBe(404);
  });

  it('confirms many exact lines in one request and one transaction: all, or none when one cannot be', async () => {
    const { bruno, s1, s2, daAna } = await cenario();
    await importar(
      ofxSgml([
        { fitid: 'a', data: '2026-11-20', valor: '650.00', memo: `PIX FROTA${String(s1.id)}` },
        { fitid: 'b', data: '2026-11-20', valor: '650.00', memo: `PIX FROTA${String(s2.id)}` },
        { fitid: 'c', data: '2026-11-20', valor: '10.00', memo: 'PIX SEM NADA' },
      ]),
    );
    const [a, b, c] = await listar().then((ls) => ['a', 'b', 'c'].map((f) => ls.find((l) => l.fitid === f)!));
    const falha = await api.inject({ method: 'POST', url: '/api/conciliacao/lancamentos/confirmar', payload: { ids: [a!.id, b!.id, c!.id] } });
    expect(falha.statusCode, falha.body).toBe(422);
    expect(await api.db.select().from(recebimentosLotes)).toEqual([]);

    const headers = { 'idempotency-key': 'exatos-1' };
    const ok = await api.inject({ method: 'POST', url: '/api/conciliacao/lancamentos/confirmar', payload: { ids: [a!.id, b!.id] }, headers });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ confirmados: 2, mensagem: '2 lançamentos confirmados' });
    const repetido = await api.inject({ method: 'POST', url: '/api/conciliacao/lancamentos/confirmar', payload: { ids: [a!.id, b!.id] }, headers });
    expect(repetido.json()).toEqual(ok.json());
    expect(await api.db.select().from(recebimentosLotes)).toHaveLength(2);
    expect(await cobranca(s1.id)).toMatchObject({ status: 'pago' });
    expect(await cobranca(daAna.id)).toMatchObject({ saldo: 700 });
    expect((await listar('conferido')).every((l) => l.motorista_id === bruno.id)).toBe(true);
  });

  it('a lote reversed from the driver frees the line it reconciled', async () => {
    const { bruno, s1 } = await cenario();
    await importar(ofxSgml([{ fitid: 'x', data: '2026-11-20', valor: '650.00', memo: `PIX FROTA${String(s1.id)}` }]));
    const [linha] = await listar();
    const { lote_id } = (await acao(linha!.id, 'confirmar')).json<LancamentoBancario>();
    const res = await api.inject({ method: 'DELETE', url: `/api/motoristas/${String(bruno.id)}/recebimentos/${String(lote_id)}` });
    expect(res.statusCode, res.body).toBe(204);
    expect(await listar()).toMatchObject([{ id: linha!.id, status: 'aberto', lote_id: null }]);
  });
});

describe('a line the statement garbled (suspeito)', () => {
  let receiver: PushReceiver;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    // the server trusts exactly the receiver's self-signed certificate
    api.app.push.agent = new https.Agent({ ca: receiver.cert });
  });
  afterAll(async () => receiver.close());
  beforeEach(async () => {
    receiver.received.length = 0;
    await api.db.delete(pushSubscriptions);
  });

  /** Itaú's account 1234/56789-0: a good Pix, one with an amount of letters, one with no date, and a debit with no date. */
  const garbled = () =>
    Buffer.from(
      ofxSgml([{ fitid: 'ok', data: '2026-11-16', valor: '650.00', memo: 'PIX RECEBIDO - ANA P DE SOUZA' }], '56789-0')
        .toString('latin1')
        .replace('<ACCTID>', '<BRANCHID>1234\n<ACCTID>')
        .replace(
          '</BANKTRANLIST>',
          '<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>20261117\n<TRNAMT>seiscentos\n<FITID>sem-valor\n<MEMO>PIX RECEBIDO - BRUNO LIMA\n<NAME>BRUNO LIMA\n</STMTTRN>\n' +
            '<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>20261131\n<TRNAMT>700.00\n<MEMO>PIX RECEBIDO\n</STMTTRN>\n' +
            '<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>?\n<TRNAMT>-30.00\n<FITID>tarifa\n<MEMO>TARIFA\n</STMTTRN>\n</BANKTRANLIST>',
        ),
      'latin1',
    );
  const alertasDoExtrato = async (status = 'ativo') =>
    (await api.inject({ method: 'GET', url: `/api/alertas-manutencao?status=${status}` }))
      .json<AlertaManutencao[]>()
      .filter((a) => a.tipo_alerta === 'extrato_ilegivel')
      .map(({ id, veiculo_id, motorista_id, mensagem, status }) => ({ id, veiculo_id, motorista_id, mensagem, status }));

  it('stores it once, lists it without a proposal, refuses to confirm it, alerts and pushes once; Não é aluguel resolves the alert', async () => {
    const keys = browserKeys();
    const sub = await api.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${receiver.origin}/push/financeiro`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const { daAna } = await cenario();

    const primeira = await importar(garbled());
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json()).toEqual({
      novos: 1,
      ja_importados: 0,
      mensagem: '1 lançamento novo, 0 já importados; 2 lançamentos ilegíveis ficaram marcados como suspeitos (confira no app do banco)',
    });
    const mensagem = '2 lançamentos do extrato 0341/1234/56789-0 não puderam ser lidos: confira no app do banco.';
    const [alerta] = await alertasDoExtrato();
    expect(alerta).toEqual({ id: expect.any(Number), veiculo_id: null, motorista_id: null, mensagem, status: 'ativo' });
    await api.app.push.settled();
    expect(receiver.received).toHaveLength(1);
    const push = JSON.parse(decrypt(receiver.received[0]!.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'));
    expect(push).toEqual({ title: 'Frota', body: mensagem, data: { ids: [alerta!.id] } });

    // the same file again: nothing new, the same alert, no second push
    const segunda = await importar(garbled());
    expect(segunda.json()).toMatchObject({ novos: 0, ja_importados: 1 });
    await api.app.push.settled();
    expect(receiver.received).toHaveLength(1);
    expect(await alertasDoExtrato()).toEqual([alerta]);

    const linhas = await listar();
    // the suspeito ones first, as the file said them, with no proposal: the good one keeps its own
    expect(linhas.map((l) => [l.status, l.data, l.valor, l.data_bruta, l.valor_bruto, l.nome, l.proposta?.tipo ?? null])).toEqual([
      ['suspeito', '2026-11-17', null, '20261117', 'seiscentos', 'BRUNO LIMA', null],
      ['suspeito', null, 700, '20261131', '700.00', null, null],
      ['aberto', '2026-11-16', 650, null, null, null, 'a_conferir'],
    ]);
    const [semValor, semData] = linhas as [LancamentoBancario, LancamentoBancario];
    expect(semData.fitid).toMatch(/^sem-fitid:/);

    // it moves no money, whatever charge a person names
    const confirmar = await acao(semData.id, 'confirmar', { pagamento_ids: [daAna.id] });
    expect(confirmar.statusCode, confirmar.body).toBe(409);
    expect(confirmar.json()).toMatchObject({ message: CONCILIACAO_MSG.suspeito });
    const varios = await api.inject({ method: 'POST', url: '/api/conciliacao/lancamentos/confirmar', payload: { ids: [semValor.id] } });
    expect(varios.statusCode, varios.body).toBe(409);
    expect(await api.db.select().from(recebimentosLotes)).toEqual([]);
    expect(await cobranca(daAna.id)).toMatchObject({ saldo: 700 });
    expect((await acao(semData.id, 'estornar')).statusCode).toBe(409);

    // checked in the bank app: set aside one by one; the alert counts what is left, and is resolved at none
    const umFora = await acao(semData.id, 'nao-e-aluguel', undefined, { 'if-match': `"${String(semData.versao)}"` });
    expect(umFora.statusCode, umFora.body).toBe(200);
    expect(umFora.json()).toMatchObject({ status: 'nao_aluguel', valor: 700, data: null });
    expect(await alertasDoExtrato()).toEqual([{ ...alerta, mensagem: '1 lançamento do extrato 0341/1234/56789-0 não pôde ser lido: confira no app do banco.' }]);
    expect((await acao(semValor.id, 'nao-e-aluguel')).json()).toMatchObject({ status: 'nao_aluguel' });
    expect(await alertasDoExtrato()).toEqual([]);
    expect(await alertasDoExtrato('resolvido')).toEqual([{ ...alerta, mensagem: expect.any(String), status: 'resolvido' }]);
    expect((await listar()).map((l) => l.status)).toEqual(['aberto']);

    // Desfazer puts it back as suspeito, never as a line to confirm, and the alert is open again
    expect((await acao(semValor.id, 'estornar')).json()).toMatchObject({ status: 'suspeito', lote_id: null });
    expect(await alertasDoExtrato()).toMatchObject([{ mensagem: '1 lançamento do extrato 0341/1234/56789-0 não pôde ser lido: confira no app do banco.' }]);
    expect((await acao(semValor.id, 'confirmar')).statusCode).toBe(409);
  });

  it('a file with no garbled line raises no alert', async () => {
    await importar(ofxSgml([{ fitid: 'ok', data: '2026-11-16', valor: '10.00', memo: 'PIX' }]));
    expect(await alertasDoExtrato()).toEqual([]);
  });
});
