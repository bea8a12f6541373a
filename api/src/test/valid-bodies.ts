import { endpointOf, ENTITY_NAMES, fieldsOf, type EntityName } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { CONFORMANCE } from './conformance/resources';
import { inserirContrato, inserirLinha, inserirMotorista, inserirVeiculo } from './fixtures';

// One valid request body per route that takes a body, for tests that must reach past validation
// (unknown fields, the fuzz's near-valid requests). Keyed "METHOD /api/path" as in the OpenAPI document;
// a CRUD resource's is the conformance table's body 0.

/**
 * The push service host of the valid subscription body: a made-up name, so no test ever reaches a real push
 * service. Files that post that body allow it through the setting, as an operator would with PUSH_HOSTS.
 */
/** The Traccar secret the input tests configure, sent by them as X-Traccar-Token. */
export const TEST_TRACCAR_TOKEN = 'segredo-do-traccar-nos-testes-0123456789';

export const TEST_PUSH_HOST = 'push.frota.example';

export type References = Record<'veiculo_id' | 'motorista_id' | 'contrato_id', number> & Record<string, number>;

/** A vehicle, a driver and a contract (on another vehicle), and a row of whatever else a registry field refers to. */
export async function createReferences(db: Db): Promise<References> {
  const veiculo = await inserirVeiculo(db);
  const motorista = await inserirMotorista(db);
  const contrato = await inserirContrato(db);
  const refs: References = { veiculo_id: veiculo.id, motorista_id: motorista.id, contrato_id: contrato.id };
  for (const entity of ENTITY_NAMES) {
    for (const [name, field] of Object.entries(fieldsOf(entity))) {
      if (field.kind === 'ref' && !(name in refs)) refs[name] = (await inserirLinha(db, field.entity as EntityName)).id;
    }
  }
  return refs;
}

export function validBodies(refs: References): Record<string, Record<string, unknown>> {
  const bodies: Record<string, Record<string, unknown>> = {};
  for (const { resource, body } of CONFORMANCE) {
    bodies[`POST /api${endpointOf(resource.name)}`] = body(refs, 0);
    bodies[`PUT /api${endpointOf(resource.name)}/{id}`] = body(refs, 0);
  }
  bodies['POST /api/pagamentos/{id}/recebimentos'] = { valor: 10, data_pagamento: '2025-03-11', forma_pagamento: 'pix' };
  bodies['POST /api/pagamentos/{id}/isentar-encargos'] = { motivo: 'Acordo com o motorista' };
  bodies['POST /api/motoristas/{id}/recebimentos'] = { valor: 10, data_pagamento: '2025-03-11', forma_pagamento: 'pix' };
  bodies['POST /api/contratos/{id}/encerrar'] = { data_fim: '2025-03-31' };
  bodies['POST /api/login'] = { email: 'alguem@frota.com.br', senha: 'uma-senha-qualquer' };
  bodies['PUT /api/me/senha'] = { senha_atual: 'uma-senha-qualquer', nova_senha: 'outra-senha-123' };
  bodies['POST /api/push/subscriptions'] = {
    endpoint: `https://${TEST_PUSH_HOST}/envio/abc123`,
    expirationTime: null,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  };
  bodies['DELETE /api/push/subscriptions'] = { endpoint: `https://${TEST_PUSH_HOST}/envio/abc123` };
  // the driver's own page (issue 37): his sign-in by link, and his browser's notices
  bodies['POST /api/motorista/sessao'] = { token: 'x'.repeat(43), data_nascimento: '1990-05-01' };
  bodies['POST /api/motorista/push'] = bodies['POST /api/push/subscriptions'];
  bodies['DELETE /api/motorista/push'] = bodies['DELETE /api/push/subscriptions'];
  bodies['POST /api/send-notification'] = {
    notifications: [{ title: 'CHEVROLET ONIX', body: 'Revisão por km', data: { veiculoId: refs.veiculo_id, ids: [1] } }],
  };
  bodies['POST /api/usuarios'] = { nome: 'Maria Souza', email: 'maria@equipe.frota.com.br', papel: 'operacional' };
  bodies['PUT /api/usuarios/{id}'] = { nome: 'Maria Souza', email: 'maria@equipe.frota.com.br', papel: 'operacional', ativo: true };
  bodies['POST /api/releases/{remote}'] = { versao: '2.0.0', hash: 'abc1234' };
  bodies['PUT /api/empresa'] = { razao_social: 'Locadora Exemplo Ltda.', cnpj: '11.222.333/0001-81', endereco: null, cidade: 'São Paulo', uf: 'SP', chave_pix: null, whatsapp: null, multa_atraso_percentual: 2, juros_mora_percentual: 1, carencia_dias: 0 };
  bodies['POST /api/releases/{remote}/ativar'] = { versao: 'embutida' };
  bodies['POST /api/vistorias/{id}/cobrancas'] = { avaria_numero: 1, valor: 250 };
  bodies['POST /api/cobranca/lembretes'] = { motorista_id: refs.motorista_id, data: '2025-03-10', etapa: 'vespera' };
  bodies['POST /api/integracoes/traccar/posicoes'] = {
    position: { id: 1, deviceId: 7, fixTime: '2026-11-29T12:00:00.000Z', latitude: -23.55, longitude: -46.63, speed: 0, attributes: { totalDistance: 1500 } },
    device: { id: 7, name: 'Onix', uniqueId: '865000000000001' },
  };
  bodies['POST /api/integracoes/traccar/desconhecidos/{id}/vincular'] = { rastreador_id: refs.rastreador_id ?? 1 };
  bodies['POST /api/conciliacao/lancamentos/{id}/confirmar'] = { pagamento_ids: [1] };
  bodies['POST /api/conciliacao/lancamentos/confirmar'] = { ids: [1] };
  return bodies;
}
