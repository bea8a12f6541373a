import { describe, expect, it } from 'vitest';
import { inserirAbcEBruno, inserirMotorista, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { bodyWithRefs, resourceRequests } from '../../test/resource-requests';

// What is particular to accidents; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const referencias = async () => (await inserirAbcEBruno(api.db)).refs;

const novo = bodyWithRefs<{ veiculo_id: number; motorista_id: number }>({ data_sinistro: '2025-03-05', descricao: 'Colisão traseira no semáforo', custo_reparo: 2500.75, observacoes: 'Boletim de ocorrência 123' });

const { create, list } = resourceRequests(api, 'sinistros', novo);

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
