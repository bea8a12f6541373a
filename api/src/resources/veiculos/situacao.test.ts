import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { inserirContrato, inserirManutencao, inserirMotorista, inserirRastreador, inserirVeiculo } from '../../test/fixtures';
import { VEICULO_VALIDO } from '../../test/fixtures';
import { resourceRequests } from '../../test/resource-requests';

// The vehicles list says where each car is today (issue 33): its current km, its situação and the driver who has it.

const api = useApiTest();
const { list } = resourceRequests(api, 'veiculos', () => VEICULO_VALIDO);

/** The São Paulo day `dias` from today, as the API's hoje_sao_paulo() counts it. */
function dia(dias: number): string {
  const d = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** One vehicle per case, with the contracts and maintenance that make it so. */
async function frota() {
  const db = api.db;
  const ana = await inserirMotorista(db, { nome: 'Ana Souza' });
  const bruno = await inserirMotorista(db, { nome: 'Bruno Lima' });

  const livre = await inserirVeiculo(db, { placa: 'LIV-0001', quilometragem_inicial: 10000 });
  // its km comes from the same expression as the report's: the latest reading, here a km typed after yesterday's service
  await inserirRastreador(db, { veiculo_id: livre.id, km_atual: 26000 });
  await inserirManutencao(db, { veiculo_id: livre.id, status_atual: 'finalizada', quilometragem: 25000, data_manutencao: dia(-1) });
  // a plan is not a reading, nor a stay in the workshop while its day has not come
  await inserirManutencao(db, { veiculo_id: livre.id, status_atual: 'agendada', quilometragem: 90000, data_manutencao: dia(1) });

  const alugado = await inserirVeiculo(db, { placa: 'ALU-0002', quilometragem_inicial: 30000 });
  await inserirContrato(db, { veiculo_id: alugado.id, motorista_id: ana.id, data_inicio: dia(-10), data_fim: null });
  // a finished service today is not a stay in the workshop
  await inserirManutencao(db, { veiculo_id: alugado.id, status_atual: 'finalizada', quilometragem: 31000, data_manutencao: dia(0) });

  const oficina = await inserirVeiculo(db, { placa: 'OFI-0003', quilometragem_inicial: 5000 });
  await inserirContrato(db, { veiculo_id: oficina.id, motorista_id: bruno.id, data_inicio: dia(-30), data_fim: dia(30) });
  await inserirManutencao(db, { veiculo_id: oficina.id, status_atual: 'agendada', quilometragem: 6000, data_manutencao: dia(-2) });

  // contracts that do not cover today, or are not ativo
  const semContrato = await inserirVeiculo(db, { placa: 'SEM-0004', quilometragem_inicial: 7000 });
  await inserirContrato(db, { veiculo_id: semContrato.id, motorista_id: ana.id, data_inicio: dia(-40), data_fim: dia(-1) });
  await inserirContrato(db, { veiculo_id: semContrato.id, motorista_id: bruno.id, data_inicio: dia(1), data_fim: null });
  await inserirContrato(db, { veiculo_id: semContrato.id, motorista_id: bruno.id, data_inicio: dia(-5), data_fim: dia(5), status_contrato: 'cancelado' });

  // a contract ending today still covers today
  const ultimoDia = await inserirVeiculo(db, { placa: 'ULT-0005', quilometragem_inicial: 40000 });
  await inserirContrato(db, { veiculo_id: ultimoDia.id, motorista_id: bruno.id, data_inicio: dia(-7), data_fim: dia(0) });

  return { livre, alugado, oficina, semContrato, ultimoDia };
}

const resumo = (rows: Record<string, unknown>[]) =>
  rows.map(({ placa, quilometragem_atual, situacao, motorista_atual }) => ({ placa, quilometragem_atual, situacao, motorista_atual }));

describe('GET /api/veiculos: where each car is', () => {
  it('answers the current km, the situação and the driver of each vehicle, in one statement of the list', async () => {
    await frota();
    expect(resumo(await list('sort=placa'))).toEqual([
      { placa: 'ALU-0002', quilometragem_atual: 31000, situacao: 'alugado', motorista_atual: 'Ana Souza' },
      { placa: 'LIV-0001', quilometragem_atual: 26000, situacao: 'disponivel', motorista_atual: null },
      // in the workshop wins over rented, and the driver who has it still shows
      { placa: 'OFI-0003', quilometragem_atual: 5000, situacao: 'manutencao', motorista_atual: 'Bruno Lima' },
      { placa: 'SEM-0004', quilometragem_atual: 7000, situacao: 'disponivel', motorista_atual: null },
      { placa: 'ULT-0005', quilometragem_atual: 40000, situacao: 'alugado', motorista_atual: 'Bruno Lima' },
    ]);
  });

  it('answers them on GET by id and on the write too', async () => {
    const { oficina } = await frota();
    const res = await api.inject({ method: 'GET', url: `/api/veiculos/${oficina.id}` });
    expect(res.json()).toMatchObject({ quilometragem_atual: 5000, situacao: 'manutencao', motorista_atual: 'Bruno Lima' });
    const put = await api.inject({ method: 'PUT', url: `/api/veiculos/${oficina.id}`, payload: { ...VEICULO_VALIDO, placa: 'OFI-0003', quilometragem_inicial: 5500 } });
    expect(put.json()).toMatchObject({ quilometragem_atual: 5500, situacao: 'manutencao', motorista_atual: 'Bruno Lima' });
  });

  it('filters by situação on the server, with the total of the filtered list', async () => {
    await frota();
    const placas = async (query: string) => (await list(query)).map((v) => v.placa);
    expect(await placas('situacao=alugado&sort=placa')).toEqual(['ALU-0002', 'ULT-0005']);
    expect(await placas('situacao=disponivel&sort=placa')).toEqual(['LIV-0001', 'SEM-0004']);
    expect(await placas('situacao=manutencao')).toEqual(['OFI-0003']);
    const page = await api.inject({ method: 'GET', url: '/api/veiculos?situacao=alugado&page=1&pageSize=1&sort=placa' });
    expect(page.json().map((v: { placa: string }) => v.placa)).toEqual(['ALU-0002']);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('refuses a situação it does not know', async () => {
    const res = await api.inject({ method: 'GET', url: '/api/veiculos?situacao=vendido' });
    expect(res.statusCode).toBe(400);
  });

  it('sorts by current km and by situação', async () => {
    await frota();
    expect((await list('sort=quilometragem_atual&order=desc')).map((v) => v.quilometragem_atual)).toEqual([40000, 31000, 26000, 7000, 5000]);
    expect((await list('sort=situacao')).map((v) => v.situacao)).toEqual(['alugado', 'alugado', 'disponivel', 'disponivel', 'manutencao']);
  });

  it('exports the situação by its label in the CSV', async () => {
    await frota();
    const res = await api.inject({ method: 'GET', url: '/api/veiculos.csv?situacao=manutencao' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Em manutenção');
    expect(res.body).toContain('Bruno Lima');
  });
});
