import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Search } from '../crud/definition';
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

/** The vehicles whose plate, as stored or without its hyphen, contains the pattern: "abc1d23" finds "ABC-1D23". */
export function placaContains(pattern: string): SQL {
  return sql`(${veiculos.placa} ilike ${pattern} or replace(${veiculos.placa}, '-', '') ilike ${pattern})`;
}

/** Rows whose vehicle's plate contains the search. */
export function searchByPlaca(veiculoId: AnyPgColumn): Search {
  return (pattern) => sql`${veiculoId} in (select ${veiculos.id} from ${veiculos} where ${placaContains(pattern)})`;
}

/** Rows whose driver's name contains the search. */
export function searchByMotorista(motoristaId: AnyPgColumn): Search {
  return (pattern) => sql`${motoristaId} in (select ${motoristas.id} from ${motoristas} where ${motoristas.nome} ilike ${pattern})`;
}

export function nomeDoMotorista(motoristaId: AnyPgColumn): SQL {
  return sql`(select ${motoristas.nome} from ${motoristas} where ${motoristas.id} = ${motoristaId})`;
}
