import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Embed } from '../crud/embed';
import { motoristas, veiculos } from '../db/schema';

// The summaries other rows embed (veiculoResumo, motoristaResumo in @frota/shared/domain),
// and the embedded values a list sorts and searches by.

export const VEICULO_RESUMO: Embed = {
  as: 'veiculo',
  foreignKey: 'veiculo_id',
  table: veiculos,
  columns: { placa: veiculos.placa, modelo: veiculos.modelo, marca: veiculos.marca },
};

export const MOTORISTA_RESUMO: Embed = {
  as: 'motorista',
  foreignKey: 'motorista_id',
  table: motoristas,
  columns: { nome: motoristas.nome, cpf: motoristas.cpf },
};

export function placaDoVeiculo(veiculoId: AnyPgColumn): SQL {
  return sql`(select ${veiculos.placa} from ${veiculos} where ${veiculos.id} = ${veiculoId})`;
}

/** The plate as stored and without its hyphen, so "abc1d23" finds "ABC-1D23". */
export function buscaPorPlaca(veiculoId: AnyPgColumn): SQL[] {
  const placa = placaDoVeiculo(veiculoId);
  return [placa, sql`replace(${placa}, '-', '')`];
}

export function nomeDoMotorista(motoristaId: AnyPgColumn): SQL {
  return sql`(select ${motoristas.nome} from ${motoristas} where ${motoristas.id} = ${motoristaId})`;
}
