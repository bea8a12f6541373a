import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { VISTORIA_MSG, type InputOf } from '@frota/shared/domain';
import { defineResource } from '../../crud/define-resource';
import { queryRows, type Db } from '../../db/client';
import { QUILOMETRAGEM_ATUAL } from '../../db/queries/veiculos';
import { contratos, fotos, veiculos, vistorias } from '../../db/schema';
import { badRequest, conflict, HttpException } from '../../http/errors';

type Vistoria = InputOf<'vistorias'>;

/** A concluida vistoria is the signed record: it is never written again. */
async function refuseConcluida(tx: Db, id: number | null): Promise<void> {
  if (id === null) return;
  const [atual] = await tx.select({ status: vistorias.status }).from(vistorias).where(eq(vistorias.id, id)).limit(1);
  if (atual?.status === 'concluida') throw conflict(VISTORIA_MSG.concluida);
}

/** An unknown vehicle is the foreign key's 400, not a mismatch. */
async function existe(tx: Db, veiculoId: number): Promise<boolean> {
  return (await tx.select({ id: veiculos.id }).from(veiculos).where(eq(veiculos.id, veiculoId)).limit(1)).length > 0;
}

/** The car handed over is the contract's; a contract has one entrega and one devolução. */
async function refuseContrato(tx: Db, data: Vistoria, id: number | null): Promise<void> {
  // the contract first: two hand-overs of one contract queue here, so both cannot pass the check below
  const [contrato] = await tx.select({ veiculo_id: contratos.veiculo_id }).from(contratos).where(eq(contratos.id, data.contrato_id)).for('no key update');
  // an unknown contract is the foreign key's 400
  if (!contrato) return;
  if (contrato.veiculo_id !== data.veiculo_id && (await existe(tx, data.veiculo_id))) throw badRequest({ veiculo_id: VISTORIA_MSG.veiculoDoContrato }, VISTORIA_MSG.veiculoDoContrato);
  const [outra] = await tx
    .select({ id: vistorias.id })
    .from(vistorias)
    .where(and(eq(vistorias.contrato_id, data.contrato_id), eq(vistorias.tipo, data.tipo), id === null ? undefined : ne(vistorias.id, id)))
    .limit(1);
  if (outra) throw conflict(VISTORIA_MSG.duasIguais(data.tipo), { tipo: VISTORIA_MSG.duasIguais(data.tipo) });
}

/** A km below the car's current one is a typo more often than not: it needs `confirmar_km_menor`. */
async function refuseKmMenor(tx: Db, data: Vistoria): Promise<void> {
  if (data.confirmar_km_menor) return;
  // hand-written: drizzle's one-table select drops the table names, and the expression's subqueries need "veiculos"."id"
  const [veiculo] = await queryRows<{ km: number }>(tx, sql`select ${QUILOMETRAGEM_ATUAL} as km from ${veiculos} where ${veiculos.id} = ${data.veiculo_id}`);
  const atual = veiculo ? Number(veiculo.km) : null;
  if (atual !== null && data.quilometragem < atual) throw badRequest({ quilometragem: VISTORIA_MSG.kmMenor(atual) }, VISTORIA_MSG.kmMenor(atual));
}

/** Marks have one number each; a devolução's new marks go on from the entrega's, so both show on one drawing. */
async function refuseNumeracao(tx: Db, data: Vistoria): Promise<void> {
  const numeros = data.avarias.map((a) => a.numero);
  if (new Set(numeros).size !== numeros.length) throw badRequest({ avarias: VISTORIA_MSG.avariasRepetidas }, VISTORIA_MSG.avariasRepetidas);
  if (data.tipo !== 'devolucao' || !numeros.length) return;
  const [entrega] = await tx
    .select({ avarias: vistorias.avarias })
    .from(vistorias)
    .where(and(eq(vistorias.contrato_id, data.contrato_id), eq(vistorias.tipo, 'entrega')))
    .limit(1);
  const primeiro = Math.max(0, ...(entrega?.avarias ?? []).map((a) => a.numero)) + 1;
  if (Math.min(...numeros) < primeiro) throw badRequest({ avarias: VISTORIA_MSG.avariasDepoisDaEntrega(primeiro) }, VISTORIA_MSG.avariasDepoisDaEntrega(primeiro));
}

/** Concluding signs the record: the driver's name, and both signatures drawn on the phone (uploaded as photos). */
async function refuseConclusao(tx: Db, data: Vistoria, id: number | null): Promise<void> {
  if (data.status !== 'concluida') return;
  if (!data.assinado_por_motorista) throw badRequest({ assinado_por_motorista: VISTORIA_MSG.faltaNomeMotorista }, VISTORIA_MSG.faltaNomeMotorista);
  const assinaturas =
    id === null
      ? []
      : await tx
          .selectDistinct({ angulo: fotos.angulo })
          .from(fotos)
          .where(and(eq(fotos.vistoria_id, id), inArray(fotos.angulo, ['assinatura_motorista', 'assinatura_responsavel'])));
  const tem = new Set(assinaturas.map((a) => a.angulo));
  const motorista = tem.has('assinatura_motorista');
  const responsavel = tem.has('assinatura_responsavel');
  if (!motorista && !responsavel) throw new HttpException(422, VISTORIA_MSG.faltamAssinaturas);
  if (!motorista) throw new HttpException(422, VISTORIA_MSG.faltaAssinaturaMotorista);
  if (!responsavel) throw new HttpException(422, VISTORIA_MSG.faltaAssinaturaResponsavel);
}

/** The hand-over at delivery and return (issue 34). */
export const vistoriasResource = defineResource({
  entity: 'vistorias',
  unique: { vistorias_contrato_id_tipo_key: { field: 'tipo', message: VISTORIA_MSG.duasDoTipo } },
  beforeWrite: async (tx, data, { id }) => {
    await refuseConcluida(tx, id);
    await refuseContrato(tx, data, id);
    await refuseKmMenor(tx, data);
    await refuseNumeracao(tx, data);
    await refuseConclusao(tx, data, id);
  },
  // the signed record stays: a concluded vistoria is never deleted
  beforeDelete: async (_tx, row) => {
    if (row.status === 'concluida') throw conflict(VISTORIA_MSG.concluidaNaoExclui);
  },
});
