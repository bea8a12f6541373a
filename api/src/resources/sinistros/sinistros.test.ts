import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { pagamentos } from '../../db/schema';
import { inserirAbcEBruno, inserirContrato, inserirMotorista, inserirRecebimento, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { bodyWithRefs, resourceRequests } from '../../test/resource-requests';

// What is particular to accidents; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const referencias = async () => (await inserirAbcEBruno(api.db)).refs;

const novo = bodyWithRefs<{ veiculo_id: number; motorista_id: number }>({ data_sinistro: '2025-03-05', descricao: 'Colisão traseira no semáforo', custo_reparo: 2500.75, observacoes: 'Boletim de ocorrência 123' });

const { post, create, put, list } = resourceRequests(api, 'sinistros', novo);

describe('POST /api/sinistros', () => {
  it('records the accident with the vehicle and driver embedded', async () => {
    const { refs, resumos } = await inserirAbcEBruno(api.db);
    expect(await create(refs)).toEqual({ id: 1, versao: 1, ...novo(refs), valor_cobrado_motorista: 0, ...resumos });
  });
});

describe('GET /api/sinistros', () => {
  it('filters by vehicle, driver and date range, and searches the plate', async () => {
    const refs = await referencias();
    const outroVeiculo = await inserirVeiculo(api.db, { placa: 'XYZ-9876' });
    const outroMotorista = await inserirMotorista(api.db, { nome: 'Carla Dias' });
    await create(refs, { descricao: 'Retrovisor quebrado', data_sinistro: '2025-01-10' });
    await create(refs, { descricao: 'Para-choque amassado', data_sinistro: '2025-02-20' });
    await create({ veiculo_id: outroVeiculo.id, motorista_id: outroMotorista.id }, { descricao: 'Alagamento', data_sinistro: '2025-03-15' });
    const get = async (query: string) => (await list(query)).map((s) => s.descricao);
    expect(await get(`veiculo_id=${refs.veiculo_id}`)).toEqual(['Para-choque amassado', 'Retrovisor quebrado']);
    expect(await get(`motorista_id=${outroMotorista.id}`)).toEqual(['Alagamento']);
    expect(await get('de=2025-02-01&ate=2025-02-28')).toEqual(['Para-choque amassado']);
    expect(await get('q=xyz-9876')).toEqual(['Alagamento']);
    expect(await get('sort=custo_reparo&order=asc&q=amassado')).toEqual(['Para-choque amassado']);
  });
});

describe('an accident charged to the driver (valor_cobrado_motorista)', () => {
  async function cobranca(sinistroId: number) {
    const [p] = await api.db.select().from(pagamentos).where(eq(pagamentos.sinistro_id, sinistroId));
    return p ? `${p.tipo} ${p.contrato_id} ${p.data_prevista} ${p.valor_pago} recebido ${p.valor_recebido} ${p.status_pagamento}` : null;
  }

  it('keeps a sinistro charge on the contract of the accident day, due 7 days later, in step with it', async () => {
    const refs = await referencias();
    const contrato = await inserirContrato(api.db, { ...refs, data_inicio: '2025-03-03', data_fim: '2025-03-05' });
    const { id } = await create(refs, { valor_cobrado_motorista: 500 });
    expect(await cobranca(id)).toBe(`sinistro ${contrato.id} 2025-03-12 500 recebido 0 atrasado`);

    const [p] = await api.db.select().from(pagamentos).where(eq(pagamentos.sinistro_id, id));
    await inserirRecebimento(api.db, p!.id, { valor: 200, data_pagamento: '2025-03-15' });
    const abaixo = await put(id, refs, { valor_cobrado_motorista: 150 });
    expect(abaixo.statusCode).toBe(400);
    expect(abaixo.json()).toEqual({ message: MSG.valorMenorQueRecebido, errors: { valor_cobrado_motorista: MSG.valorMenorQueRecebido } });
    expect((await put(id, refs, { valor_cobrado_motorista: 200, data_sinistro: '2025-03-04' })).statusCode).toBe(200);
    expect(await cobranca(id)).toBe(`sinistro ${contrato.id} 2025-03-11 200 recebido 200 pago`);
  });

  it('refuses a value to charge on a day the driver had no contract, and records one without a value', async () => {
    const refs = await referencias();
    await inserirContrato(api.db, { ...refs, data_inicio: '2025-03-06' });
    const res = await post(refs, { valor_cobrado_motorista: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.semContratoNaData, errors: { motorista_id: MSG.semContratoNaData } });
    const { id } = await create(refs);
    expect(await cobranca(id)).toBeNull();
    expect((await put(id, refs, { valor_cobrado_motorista: 10 })).statusCode).toBe(400);
  });
});
