import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';

// Maintenance is what brings a vehicle back from due: its writes re-evaluate the vehicle's alerts
// (evaluateAlertas, through the CRUD change feed), with the default intervals of 10 000 km and 180 days.
const api = useApiTest();

function diasAtras(n: number): string {
  const d = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

interface Alerta {
  id: number;
  veiculo_id: number;
  tipo_alerta: string;
  quilometragem_alerta: number;
  status: string;
}

async function alertas(status: 'ativo' | 'resolvido' = 'ativo') {
  const res = await api.inject({ method: 'GET', url: `/api/alertas-manutencao?status=${status}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Alerta[]>();
}

async function cenario() {
  // bought a month ago at 20 000 km: not due by time
  const veiculo = await inserirVeiculo(api.db, { quilometragem_inicial: 20_000, data_aquisicao: diasAtras(30) });
  const manutencao = (overrides: Record<string, unknown>) => ({
    veiculo_id: veiculo.id,
    tipo_manutencao: 'revisao',
    descricao: 'Revisão dos 30 mil',
    data_manutencao: hojeSaoPaulo(),
    quilometragem: 30_000,
    custo: 800,
    status_atual: 'agendada',
    ...overrides,
  });
  return { veiculo, manutencao };
}

describe('alert re-evaluation after maintenance writes', () => {
  it('a scheduled maintenance raises nothing; finished, its km counts and opens the alert; back to agendada it resolves', async () => {
    const { veiculo, manutencao } = await cenario();
    // the work at 30 000 km has not happened yet: the vehicle is still at 20 000 km
    const post = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: manutencao({ tipo_manutencao: 'corretiva' }) });
    expect(post.statusCode, post.body).toBe(201);
    expect(await alertas()).toEqual([]);

    const { id } = post.json<{ id: number }>();
    const finalizada = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: manutencao({ tipo_manutencao: 'corretiva', status_atual: 'finalizada' }) });
    expect(finalizada.statusCode, finalizada.body).toBe(200);
    const [aberto] = await alertas();
    expect(aberto).toMatchObject({ veiculo_id: veiculo.id, tipo_alerta: 'quilometragem', quilometragem_alerta: 10_000, status: 'ativo' });

    const reaberta = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: manutencao({ tipo_manutencao: 'corretiva' }) });
    expect(reaberta.statusCode).toBe(200);
    expect(await alertas()).toEqual([]);
    expect(await alertas('resolvido')).toMatchObject([{ id: aberto!.id }]);
  });

  it('a revisão saved as finalizada resolves the km alert (same id); back to agendada the vehicle is due again', async () => {
    const { veiculo, manutencao } = await cenario();
    // the tracker reads 30 000 km: 10 000 km since the initial km, the vehicle is due
    const rastreador = await api.inject({
      method: 'POST',
      url: '/api/rastreadores',
      payload: { nome_dispositivo: 'GT06', codigo_identificacao: 'R-ALERTA', veiculo_id: veiculo.id, km_atual: 30_000 },
    });
    expect(rastreador.statusCode, rastreador.body).toBe(201);
    const [aberto] = await alertas();
    expect(aberto).toMatchObject({ veiculo_id: veiculo.id, tipo_alerta: 'quilometragem', quilometragem_alerta: 10_000, status: 'ativo' });

    // a revisão only scheduled does not bring it back
    const post = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: manutencao({}) });
    expect(post.statusCode, post.body).toBe(201);
    expect(await alertas()).toMatchObject([{ id: aberto!.id }]);

    const { id } = post.json<{ id: number }>();
    const finalizada = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: manutencao({ status_atual: 'finalizada' }) });
    expect(finalizada.statusCode, finalizada.body).toBe(200);
    expect(await alertas()).toEqual([]);
    expect(await alertas('resolvido')).toMatchObject([{ id: aberto!.id, veiculo_id: veiculo.id, tipo_alerta: 'quilometragem' }]);

    const reaberta = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: manutencao({ status_atual: 'agendada' }) });
    expect(reaberta.statusCode).toBe(200);
    const [novo] = await alertas();
    expect(novo).toMatchObject({ veiculo_id: veiculo.id, tipo_alerta: 'quilometragem', quilometragem_alerta: 10_000 });
    expect(novo!.id).not.toBe(aberto!.id);
  });

  it('a finished preventiva counts as a service too', async () => {
    const { manutencao } = await cenario();
    await api.inject({ method: 'POST', url: '/api/manutencoes', payload: manutencao({ tipo_manutencao: 'corretiva', status_atual: 'finalizada' }) });
    expect(await alertas()).toHaveLength(1);
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: manutencao({ tipo_manutencao: 'preventiva', status_atual: 'finalizada' }) });
    expect(res.statusCode).toBe(201);
    expect(await alertas()).toEqual([]);
  });

  it('a finished corretiva is not a service: the alert stays open', async () => {
    const { veiculo, manutencao } = await cenario();
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: manutencao({ tipo_manutencao: 'corretiva', status_atual: 'finalizada' }) });
    expect(res.statusCode).toBe(201);
    expect(await alertas()).toMatchObject([{ veiculo_id: veiculo.id, tipo_alerta: 'quilometragem', quilometragem_alerta: 10_000 }]);
  });
});
