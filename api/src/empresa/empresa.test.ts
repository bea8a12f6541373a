import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { auditoria } from '../db/schema';
import { injectWithLogin, loginAs, useApiTest } from '../test/helpers';
import { inserirAbcEBruno, inserirContrato, inserirPagamento } from '../test/fixtures';

const api = useApiTest({ config: { empresaNome: 'Locadora do Ambiente', pixNome: 'Locadora Pix', pixChave: 'pix@locadora-exemplo.com.br', pixCidade: 'São Paulo' } });

const EMPRESA = {
  razao_social: 'Frota Boa Locações Ltda.',
  cnpj: '11222333000181',
  endereco: 'Av. Paulista, 1000, sala 12',
  cidade: 'Campinas',
  uf: 'SP',
  chave_pix: '11.222.333/0001-81',
  whatsapp: '11987654321',
};

const salvar = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => api.inject({ method: 'PUT', url: '/api/empresa', payload, headers });
const ler = () => api.inject({ method: 'GET', url: '/api/empresa' });

describe('/api/empresa', () => {
  it('before any save answers the environment’s values at version 1', async () => {
    const res = await ler();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toEqual({
      versao: 1,
      salvo: false,
      razao_social: 'Locadora do Ambiente',
      cnpj: null,
      endereco: null,
      cidade: 'São Paulo',
      uf: null,
      chave_pix: 'pix@locadora-exemplo.com.br',
      whatsapp: null,
      multa_atraso_percentual: 2,
      juros_mora_percentual: 1,
      carencia_dias: 0,
      lembretes_dias: [-1, 0, 1, 3, 7],
    });
  });

  it('saves the whole company, formatted, audited; the next GET answers it with its ETag', async () => {
    const res = await salvar(EMPRESA, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    const esperado = {
      versao: 2,
      salvo: true,
      razao_social: 'Frota Boa Locações Ltda.',
      cnpj: '11.222.333/0001-81',
      endereco: 'Av. Paulista, 1000, sala 12',
      cidade: 'Campinas',
      uf: 'SP',
      chave_pix: '11222333000181',
      whatsapp: '(11) 98765-4321',
      multa_atraso_percentual: 2,
      juros_mora_percentual: 1,
      carencia_dias: 0,
      lembretes_dias: [-1, 0, 1, 3, 7],
    };
    expect(res.json()).toEqual(esperado);
    expect(res.headers.etag).toBe('"2"');
    const lido = await ler();
    expect(lido.json()).toEqual(esperado);
    expect(lido.headers.etag).toBe('"2"');

    const limpo = await salvar({ ...EMPRESA, endereco: '', chave_pix: null, whatsapp: '' });
    expect(limpo.json()).toMatchObject({ versao: 3, endereco: null, chave_pix: null, whatsapp: null });
    const trilha = await api.db.select().from(auditoria).where(and(eq(auditoria.entidade, 'empresa'), eq(auditoria.registro_id, 1))).orderBy(auditoria.id);
    expect(trilha.map((r) => r.acao)).toEqual(['criacao', 'alteracao']);
    expect(trilha[1]).toMatchObject({ antes: { razao_social: 'Frota Boa Locações Ltda.', chave_pix: '11222333000181' }, depois: { chave_pix: null } });
  });

  it('refuses a bad CNPJ, UF, Pix key or WhatsApp field by field, in pt-BR, and keeps nothing', async () => {
    const res = await salvar({ ...EMPRESA, razao_social: ' ', cnpj: '11.222.333/0001-82', uf: 'XX', chave_pix: '123', whatsapp: '(00) 98765-4321' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Dados inválidos',
      errors: {
        razao_social: MSG.obrigatorio,
        cnpj: 'CNPJ inválido: confira os dígitos',
        uf: MSG.opcaoInvalida,
        chave_pix: MSG.chavePixInvalida,
        whatsapp: MSG.dddInvalido,
      },
    });
    expect((await salvar({ ...EMPRESA, cnpj: '112223330001' })).json().errors).toEqual({ cnpj: 'CNPJ deve ter 14 dígitos (00.000.000/0000-00)' });
    expect((await ler()).json()).toMatchObject({ salvo: false });
  });

  it('a stale If-Match is 412 and changes nothing, the first save included', async () => {
    const antigo = await salvar(EMPRESA, { 'if-match': '"2"' });
    expect(antigo.statusCode).toBe(412);
    expect(antigo.json()).toEqual({ message: MSG.registroAlterado });
    expect((await ler()).json()).toMatchObject({ salvo: false, versao: 1 });
    expect((await salvar(EMPRESA, { 'if-match': '"1"' })).statusCode).toBe(200);
    // a screen opened before the first save holds version 1: the save it makes is stale
    const atrasado = await salvar({ ...EMPRESA, cidade: 'Santos' }, { 'if-match': 'W/"1"' });
    expect(atrasado.statusCode).toBe(412);
    expect((await ler()).json()).toMatchObject({ versao: 2, cidade: 'Campinas' });
    expect((await salvar(EMPRESA, { 'if-match': 'lixo' })).statusCode).toBe(412);
  });

  it('two first saves at once: one row, one after the other', async () => {
    const [a, b] = await Promise.all([salvar({ ...EMPRESA, cidade: 'Santos' }, { 'if-match': '"1"' }), salvar({ ...EMPRESA, cidade: 'Sorocaba' }, { 'if-match': '"1"' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    expect((await ler()).json()).toMatchObject({ versao: 2, cidade: a.statusCode === 200 ? 'Santos' : 'Sorocaba' });
  });

  it('is the administrador’s: other roles get 403 with the app’s message', async () => {
    for (const papel of ['financeiro', 'operacional'] as const) {
      const como = injectWithLogin(api.app, await loginAs(api.app, api.db, papel));
      for (const res of [await como({ method: 'GET', url: '/api/empresa' }), await como({ method: 'PUT', url: '/api/empresa', payload: EMPRESA })]) {
        expect(res.statusCode, papel).toBe(403);
        expect(res.json()).toEqual({ message: MSG.semPermissao });
      }
    }
    expect((await ler()).json()).toMatchObject({ salvo: false });
  });
});

describe('what reads the company', () => {
  async function cobranca() {
    const { refs } = await inserirAbcEBruno(api.db);
    const contrato = await inserirContrato(api.db, refs);
    return inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', valor_pago: 650 });
  }

  it('the Pix names the saved company, its key and city; before a save, the environment’s', async () => {
    const { id } = await cobranca();
    const antes = (await api.inject({ method: 'GET', url: `/api/pagamentos/${id}/pix` })).json<{ copiaECola: string }>();
    expect(antes.copiaECola).toContain('pix@locadora-exemplo.com.br');
    expect(antes.copiaECola).toContain('LOCADORA PIX');
    await salvar(EMPRESA);
    const depois = (await api.inject({ method: 'GET', url: `/api/pagamentos/${id}/pix` })).json<{ copiaECola: string }>();
    expect(depois.copiaECola).toContain('11222333000181');
    expect(depois.copiaECola).toContain('FROTA BOA LOCACOES LTDA.');
    expect(depois.copiaECola).toContain('CAMPINAS');
    expect(depois.copiaECola).not.toContain('pix@locadora-exemplo.com.br');
    // a company saved without a key has no Pix, whatever the environment says
    await salvar({ ...EMPRESA, chave_pix: null });
    const sem = await api.inject({ method: 'GET', url: `/api/pagamentos/${id}/pix` });
    expect(sem.statusCode).toBe(404);
    expect(sem.json()).toEqual({ message: MSG.pixNaoConfigurado });
  });

  it('the extrato names the company', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    await salvar(EMPRESA);
    const extrato = (await api.inject({ method: 'GET', url: `/api/motoristas/${refs.motorista_id}/extrato` })).json();
    expect(extrato.empresa).toEqual({ nome: 'Frota Boa Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: 'Av. Paulista, 1000, sala 12', cidade: 'Campinas', uf: 'SP', whatsapp: '(11) 98765-4321' });
  });
});
