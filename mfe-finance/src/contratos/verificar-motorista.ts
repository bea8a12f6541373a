import { HttpError, MSG, motoristas, type Contrato, type ContratoData, type Motorista, type ResourceClient } from '@frota/shared';

/** Why this driver may not take a contract starting on `dataInicio` (the API's rule, order and text), or null. */
export function problemaDe(motorista: Pick<Motorista, 'status' | 'validade_cnh'>, dataInicio: unknown): string | null {
  if (motorista.status !== 'ativo') return MSG.motoristaInativo;
  // a CNH valid on the start day itself is fine
  if (typeof dataInicio === 'string' && dataInicio !== '' && motorista.validade_cnh < dataInicio) return MSG.cnhVencida;
  return null;
}

async function verificar(input: ContratoData): Promise<void> {
  let motorista;
  try {
    motorista = await motoristas.getOne(input.motorista_id);
  } catch {
    // not known here: the API checks the same on saving
    return;
  }
  const problema = problemaDe(motorista, input.data_inicio);
  // the API's 400, before asking it: the form shows it on the driver field and nothing is sent
  if (problema) throw new HttpError(problema, 400, { motorista_id: problema });
}

/** Whether the driver rule applies: on create, and on an update that leaves the contract ativo (as the API). */
export function verificaMotorista(editando: boolean, statusContrato: unknown): boolean {
  return !editando || statusContrato === 'ativo';
}

/**
 * The contracts client of the contract form: a create, or an update that leaves the contract ativo, first checks
 * that the driver is ativo and that the CNH is valid on the start date, as the API does on 400.
 */
export function comMotoristaVerificado(cliente: ResourceClient<Contrato, ContratoData>): ResourceClient<Contrato, ContratoData> {
  return {
    ...cliente,
    async create(input, options) {
      await verificar(input);
      return cliente.create(input, options);
    },
    async update(id, input, options) {
      if (verificaMotorista(true, input.status_contrato)) await verificar(input);
      return cliente.update(id, input, options);
    },
  };
}
