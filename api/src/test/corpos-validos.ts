import type { Db } from '../db/client';
import { inserirContrato, inserirMotorista, inserirVeiculo, MOTORISTA_VALIDO, VEICULO_VALIDO } from './fixtures';

// One valid request body per route that takes a body, for tests that must reach past validation
// (unknown fields, the fuzz's near-valid requests). Keyed "METHOD /api/path" as in the OpenAPI document.

/**
 * The push service host of the valid subscription body: a made-up name, so no test ever reaches a real push
 * service. Files that post that body allow it through the setting, as an operator would with PUSH_HOSTS.
 */
export const PUSH_HOST_DE_TESTE = 'push.frota.example';

export interface Referencias {
  veiculo_id: number;
  motorista_id: number;
  contrato_id: number;
}

/** A vehicle, a driver and a contract (on another vehicle) that bodies can refer to. */
export async function criarReferencias(db: Db): Promise<Referencias> {
  const veiculo = await inserirVeiculo(db);
  const motorista = await inserirMotorista(db);
  const contrato = await inserirContrato(db);
  return { veiculo_id: veiculo.id, motorista_id: motorista.id, contrato_id: contrato.id };
}

export function corposValidos(refs: Referencias): Record<string, Record<string, unknown>> {
  const veiculo = { ...VEICULO_VALIDO, placa: 'QWE1A23' };
  const motorista = MOTORISTA_VALIDO;
  const rastreador = {
    nome_dispositivo: 'GT06 4G',
    codigo_identificacao: 'IMEI-358899051234567',
    data_compra: '2024-05-10',
    caracteristicas: 'Bloqueio remoto',
    km_atual: 21000,
    veiculo_id: refs.veiculo_id,
  };
  const manutencao = {
    veiculo_id: refs.veiculo_id,
    tipo_manutencao: 'revisao',
    descricao: 'Revisão dos 20 mil km',
    data_manutencao: '2025-02-01',
    quilometragem: 20000,
    custo: 850.5,
  };
  const multa = {
    veiculo_id: refs.veiculo_id,
    motorista_id: refs.motorista_id,
    data_multa: '2025-03-01T02:00:00.000Z',
    data_vencimento: '2025-04-01T02:00:00.000Z',
    valor_multa: 195.23,
    motivo: 'Excesso de velocidade até 20%',
    observacoes: null,
    transferido_para_condutor: false,
  };
  const sinistro = {
    veiculo_id: refs.veiculo_id,
    motorista_id: refs.motorista_id,
    data_sinistro: '2025-03-05',
    descricao: 'Colisão traseira no semáforo',
    custo_reparo: 2500.75,
    observacoes: null,
  };
  const contrato = {
    veiculo_id: refs.veiculo_id,
    motorista_id: refs.motorista_id,
    data_inicio: '2025-03-03',
    data_fim: '2025-03-20',
    valor_aluguel: 650.5,
    status_contrato: 'ativo',
  };
  const pagamento = {
    contrato_id: refs.contrato_id,
    data_prevista: '2025-03-10',
    data_pagamento: '2025-03-11',
    valor_pago: 650.5,
    status_pagamento: 'pago',
  };
  const bodies: Record<string, Record<string, unknown>> = {};
  for (const [name, body] of Object.entries({
    veiculos: veiculo,
    motoristas: motorista,
    rastreadores: rastreador,
    manutencoes: manutencao,
    multas: multa,
    sinistros: sinistro,
    contratos: contrato,
    pagamentos: pagamento,
  })) {
    bodies[`POST /api/${name}`] = body;
    bodies[`PUT /api/${name}/{id}`] = body;
  }
  bodies['POST /api/login'] = { email: 'alguem@frota.com.br', senha: 'uma-senha-qualquer' };
  bodies['PUT /api/me/senha'] = { senha_atual: 'uma-senha-qualquer', nova_senha: 'outra-senha-123' };
  bodies['POST /api/push/subscriptions'] = {
    endpoint: `https://${PUSH_HOST_DE_TESTE}/envio/abc123`,
    expirationTime: null,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  };
  bodies['DELETE /api/push/subscriptions'] = { endpoint: `https://${PUSH_HOST_DE_TESTE}/envio/abc123` };
  bodies['POST /api/send-notification'] = {
    notifications: [{ title: 'CHEVROLET ONIX', body: 'Revisão por km', data: { veiculoId: refs.veiculo_id, ids: [1] } }],
  };
  return bodies;
}
