import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { multas } from '../../db/schema';
import { inserirAbcEBruno, inserirMotorista, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { bodyWithRefs, resourceRequests } from '../../test/resource-requests';

// What is particular to fines; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const referencias = async () => (await inserirAbcEBruno(api.db)).refs;

const nova = bodyWithRefs<{ veiculo_id: number; motorista_id: number }>({
  data_multa: '2025-03-01T02:00:00.000Z',
  data_vencimento: '2025-04-01T02:00:00.000Z',
  valor_multa: 195.23,
  motivo: 'Excesso de velocidade até 20%',
  observacoes: 'Radar da Marginal',
  transferido_para_condutor: false,
});

const { post, create, put, list } = resourceRequests(api, 'multas', nova);

describe('POST /api/multas', () => {
  it('creates the fine and answers it with ISO timestamps, a real boolean and the vehicle and driver embedded', async () => {
    const { refs, resumos } = await inserirAbcEBruno(api.db);
    expect(await create(refs)).toEqual({ id: 1, versao: 1, ...nova(refs), valor_cobrado_motorista: 0, ...resumos });
  });

  it('round-trips the instant: an offset or a bare day comes back as the same instant in ISO UTC, stored as a timestamp', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { data_multa: '2025-02-28T23:30:00-03:00', data_vencimento: '2025-03-31' });
    const res = await api.inject({ method: 'GET', url: `/api/multas/${id}` });
    expect(res.json()).toMatchObject({ data_multa: '2025-03-01T02:30:00.000Z', data_vencimento: '2025-03-31T00:00:00.000Z' });
    const [row] = await api.db.select().from(multas).where(eq(multas.id, id));
    expect(row?.data_multa).toBeInstanceOf(Date);
    expect(row?.data_multa.toISOString()).toBe('2025-03-01T02:30:00.000Z');

    // what the API answered is accepted back unchanged
    const again = await put(id, refs, { data_multa: res.json().data_multa, data_vencimento: res.json().data_vencimento });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data_multa: '2025-03-01T02:30:00.000Z', data_vencimento: '2025-03-31T00:00:00.000Z' });
  });

  it('keeps transferido_para_condutor a real boolean and refuses anything else', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { transferido_para_condutor: true });
    expect((await api.inject({ method: 'GET', url: `/api/multas/${id}` })).json().transferido_para_condutor).toBe(true);
    const [row] = await api.db.select().from(multas).where(eq(multas.id, id));
    expect(row?.transferido_para_condutor).toBe(true);
    for (const value of ['true', 1, 'sim']) {
      const res = await post(refs, { transferido_para_condutor: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ transferido_para_condutor: MSG.opcaoInvalida });
    }
  });

  it('accepts a due date on the fine date, refuses one before it', async () => {
    const refs = await referencias();
    await create(refs, { data_multa: '2025-03-01T10:00:00Z', data_vencimento: '2025-03-01T10:00:00Z' });
    const res = await post(refs, { data_multa: '2025-03-01T10:00:00Z', data_vencimento: '2025-03-01T09:59:59Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { data_vencimento: MSG.vencimentoAntesMulta } });
  });

  it('refuses dates that are not ISO timestamps', async () => {
    const refs = await referencias();
    const res = await post(refs, { data_multa: '01/03/2025', data_vencimento: '2025-02-30T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ data_multa: MSG.dataInvalida, data_vencimento: MSG.dataInvalida });
  });
});

describe('GET /api/multas', () => {
  async function cenario() {
    const refs = await referencias();
    const outro = await inserirMotorista(api.db, { nome: 'Carla Dias', cpf: '111.444.777-35' });
    const outroVeiculo = await inserirVeiculo(api.db, { placa: 'XYZ-9876' });
    await create(refs, { motivo: 'Estacionar em local proibido', data_multa: '2025-01-31T23:59:59Z', data_vencimento: '2025-03-01T00:00:00Z', transferido_para_condutor: true });
    await create(refs, { motivo: 'Avançar o sinal vermelho', data_multa: '2025-02-01T00:00:00Z', data_vencimento: '2025-03-01T00:00:00Z' });
    await create({ veiculo_id: outroVeiculo.id, motorista_id: outro.id }, { motivo: 'Usar o celular', data_multa: '2025-02-28T23:00:00-03:00', data_vencimento: '2025-04-01T00:00:00Z' });
    return { refs, outro, outroVeiculo };
  }
  const get = async (query: string) => (await list(query)).map((m) => m.motivo);

  it('filters by vehicle, driver and the transferred flag', async () => {
    const { refs, outro, outroVeiculo } = await cenario();
    expect(await get(`veiculo_id=${refs.veiculo_id}`)).toEqual(['Avançar o sinal vermelho', 'Estacionar em local proibido']);
    expect(await get(`veiculo_id=${outroVeiculo.id}`)).toEqual(['Usar o celular']);
    expect(await get(`motorista_id=${outro.id}`)).toEqual(['Usar o celular']);
    expect(await get('transferido_para_condutor=false')).toEqual(['Usar o celular', 'Avançar o sinal vermelho']);
    expect(await get('transferido_para_condutor=true')).toEqual(['Estacionar em local proibido']);
  });

  it('filters by a range of UTC days of the fine date', async () => {
    await cenario();
    // 2025-02-28T23:00-03:00 is 1 March in UTC
    expect(await get('de=2025-02-01&ate=2025-02-28')).toEqual(['Avançar o sinal vermelho']);
    expect(await get('de=2025-03-01')).toEqual(['Usar o celular']);
    expect(await get('ate=2025-01-31')).toEqual(['Estacionar em local proibido']);
  });

  it('searches the reason, the plate and the driver name', async () => {
    await cenario();
    expect(await get('q=sinal')).toEqual(['Avançar o sinal vermelho']);
    expect(await get('q=xyz9876')).toEqual(['Usar o celular']);
    expect(await get('q=carla')).toEqual(['Usar o celular']);
  });
});

describe('PUT /api/multas/:id', () => {
  it('updates the fine with the same rules, an empty observacoes as null', async () => {
    const refs = await referencias();
    const { id } = await create(refs);
    const ok = await put(id, refs, { transferido_para_condutor: true, observacoes: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, transferido_para_condutor: true, observacoes: null });

    const bad = await put(id, refs, { data_vencimento: '2025-02-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ data_vencimento: MSG.vencimentoAntesMulta });
  });
});
