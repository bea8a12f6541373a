import { hojeSaoPaulo } from '@frota/shared/domain';
import { contratos, pagamentos } from '../../db/schema';
import type { Db } from '../../db/client';
import { inserirMotorista, inserirVeiculo } from '../../test/fixtures';

// Contracts and payments inserted straight into the database, for the finance tests (API, charges, benchmark).

/**
 * A contract with its own new vehicle and driver unless given; registered on its start day unless `created_at`
 * says otherwise, and billed from the day it was registered unless `cobranca_desde` says otherwise.
 */
export async function inserirContrato(db: Db, overrides: Partial<typeof contratos.$inferInsert> = {}) {
  const veiculo_id = overrides.veiculo_id ?? (await inserirVeiculo(db)).id;
  const motorista_id = overrides.motorista_id ?? (await inserirMotorista(db)).id;
  const data_inicio = overrides.data_inicio ?? '2025-03-03';
  const created_at = overrides.created_at ?? new Date(`${data_inicio}T12:00:00Z`);
  const [row] = await db
    .insert(contratos)
    .values({ veiculo_id, motorista_id, data_inicio, valor_aluguel: 650, created_at, cobranca_desde: hojeSaoPaulo(created_at), ...overrides })
    .returning();
  return row!;
}

export async function inserirPagamento(db: Db, contrato_id: number, overrides: Partial<typeof pagamentos.$inferInsert> = {}) {
  const [row] = await db
    .insert(pagamentos)
    .values({ contrato_id, data_prevista: '2025-03-03', valor_pago: 650, ...overrides })
    .returning();
  return row!;
}
