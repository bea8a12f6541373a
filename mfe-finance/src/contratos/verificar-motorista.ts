import { HttpError, MSG, motoristas, type Contrato, type ContratoData, type ResourceClient } from '@frota/shared';

/** Why this driver may not take this contract (the API's own rule and text), or null. */
export async function problemaDoMotorista(input: Pick<ContratoData, 'motorista_id' | 'data_inicio'>): Promise<string | null> {
  let motorista;
  try {
    motorista = await motoristas.getOne(input.motorista_id);
  } catch {
    // not known here: the API checks the same on saving
    return null;
  }
  // in the API's order: a driver not ativo first
  if (motorista.status !== 'ativo') return MSG.motoristaInativo;
  if (motorista.validade_cnh < input.data_inicio) return MSG.cnhVencida;
  return null;
}

async function verificar(input: ContratoData): Promise<void> {
  const problema = await problemaDoMotorista(input);
  // the API's 400, before asking it: the form shows it on the driver field and nothing is sent
  if (problema) throw new HttpError(problema, 400, { motorista_id: problema });
}

/**
 * The contracts client of the contract form: a create, or an update that leaves the contract ativo, first checks
 * that the driver's CNH is valid on the start date and that the driver is ativo, as the API does on 400.
 */
export function comMotoristaVerificado(cliente: ResourceClient<Contrato, ContratoData>): ResourceClient<Contrato, ContratoData> {
  return {
    ...cliente,
    async create(input, options) {
      await verificar(input);
      return cliente.create(input, options);
    },
    async update(id, input, options) {
      if (input.status_contrato === 'ativo') await verificar(input);
      return cliente.update(id, input, options);
    },
  };
}
