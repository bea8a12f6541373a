import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { nomeDoRegistro, paginaDoRegistro, TIME_ZONE, type FiltrosAuditoria, type RegistroAuditoria, type ResumoDoRegistro } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { auditoria, contratos, manutencoes, motoristas, multas, pagamentos, rastreadores, releases, sinistros, users, veiculos } from '../db/schema';

/** The start of a São Paulo day, as an instant. */
const inicioDoDia = (dia: string) => sql`(${dia}::date)::timestamp at time zone ${TIME_ZONE}`;
/** The start of the São Paulo day after. */
const fimDoDia = (dia: string) => sql`(${dia}::date + 1)::timestamp at time zone ${TIME_ZONE}`;

function condicoes(f: Omit<FiltrosAuditoria, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    f.entidade ? eq(auditoria.entidade, f.entidade) : undefined,
    f.registro_id ? eq(auditoria.registro_id, f.registro_id) : undefined,
    f.usuario_id ? eq(auditoria.usuario_id, f.usuario_id) : undefined,
    // a sign-in is noise beside what people did: shown only when asked for by its action
    f.acao ? eq(auditoria.acao, f.acao) : ne(auditoria.acao, 'login'),
    f.de ? gte(auditoria.em, inicioDoDia(f.de)) : undefined,
    f.ate ? lt(auditoria.em, fimDoDia(f.ate)) : undefined,
  );
}

// The record a row is about, joined once per kind: its own row (while it exists) and, for a contract, a payment or
// what happened to a car, the contract, plate and driver that name it. One statement for the page, no query per row.
const conta = alias(users, 'conta');
/** the driver who wrote the row (issue 37), apart from the driver the record is about */
const autorMotorista = alias(motoristas, 'autor_motorista');
const doRegistro = (entidade: string, id: AnyPgColumn) => sql`${auditoria.entidade} = ${entidade} and ${id} = ${auditoria.registro_id}`;
const contratoId = sql`case when ${auditoria.entidade} = 'contratos' then ${auditoria.registro_id}
  when ${auditoria.entidade} = 'pagamentos' then ${pagamentos.contrato_id} end`;
const veiculoId = sql`case ${auditoria.entidade} when 'veiculos' then ${auditoria.registro_id}
  when 'contratos' then ${contratos.veiculo_id} when 'pagamentos' then ${contratos.veiculo_id}
  when 'manutencoes' then ${manutencoes.veiculo_id} when 'multas' then ${multas.veiculo_id} when 'sinistros' then ${sinistros.veiculo_id} end`;
const motoristaId = sql`case ${auditoria.entidade} when 'motoristas' then ${auditoria.registro_id}
  when 'contratos' then ${contratos.motorista_id} when 'pagamentos' then ${contratos.motorista_id} end`;
/** whether the record is still there: a deleted one keeps its id-based name and has no page to open */
const existe = sql<boolean>`(case ${auditoria.entidade} when 'veiculos' then ${veiculos.id} when 'motoristas' then ${motoristas.id}
  when 'contratos' then ${contratos.id} when 'pagamentos' then ${pagamentos.id} when 'manutencoes' then ${manutencoes.id}
  when 'multas' then ${multas.id} when 'sinistros' then ${sinistros.id} when 'rastreadores' then ${rastreadores.id}
  when 'usuarios' then ${conta.id} when 'releases' then ${releases.id} end) is not null`;
/** the pieces nomeDoRegistro names it by (a fine's day is its UTC day, as the fines list shows it) */
const resumo = sql<ResumoDoRegistro | string>`json_build_object(
  'placa', ${veiculos.placa}, 'motorista', ${motoristas.nome}, 'contrato_id', ${contratos.id},
  'dia', to_char(coalesce(${pagamentos.data_prevista}, ${manutencoes.data_manutencao}, ${sinistros.data_sinistro},
    (${multas.data_multa} at time zone 'UTC')::date), 'YYYY-MM-DD'),
  'tipo_manutencao', ${manutencoes.tipo_manutencao}, 'codigo', ${rastreadores.codigo_identificacao},
  'dispositivo', ${rastreadores.nome_dispositivo}, 'email', ${conta.email}, 'remote', ${releases.remote}, 'versao', ${releases.versao})`;

/** A page of the trail, newest first (ids grow with time), with each row's user or driver name as it is now and its record named. */
export async function listAuditoria(
  db: Db,
  filtros: Omit<FiltrosAuditoria, 'page' | 'pageSize'>,
  page: number,
  pageSize: number,
): Promise<{ rows: RegistroAuditoria[]; total: number }> {
  const where = condicoes(filtros);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        em: auditoria.em,
        usuario_id: auditoria.usuario_id,
        usuario_nome: users.nome,
        motorista_id: auditoria.motorista_id,
        motorista_nome: autorMotorista.nome,
        email: auditoria.email,
        acao: auditoria.acao,
        entidade: auditoria.entidade,
        registro_id: auditoria.registro_id,
        antes: auditoria.antes,
        depois: auditoria.depois,
        request_id: auditoria.request_id,
        existe,
        resumo,
      })
      .from(auditoria)
      .leftJoin(users, eq(users.id, auditoria.usuario_id))
      .leftJoin(autorMotorista, eq(autorMotorista.id, auditoria.motorista_id))
      .leftJoin(pagamentos, doRegistro('pagamentos', pagamentos.id))
      .leftJoin(contratos, eq(contratos.id, contratoId))
      .leftJoin(manutencoes, doRegistro('manutencoes', manutencoes.id))
      .leftJoin(multas, doRegistro('multas', multas.id))
      .leftJoin(sinistros, doRegistro('sinistros', sinistros.id))
      .leftJoin(rastreadores, doRegistro('rastreadores', rastreadores.id))
      .leftJoin(veiculos, eq(veiculos.id, veiculoId))
      .leftJoin(motoristas, eq(motoristas.id, motoristaId))
      .leftJoin(conta, doRegistro('usuarios', conta.id))
      .leftJoin(releases, doRegistro('releases', releases.id))
      .where(where)
      .orderBy(desc(auditoria.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditoria).where(where),
  ]);
  return {
    rows: rows.map(({ existe: ainda, resumo: pecas, ...row }) => {
      const id = row.registro_id;
      const vivo = id !== null && ainda;
      const lido = typeof pecas === 'string' ? (JSON.parse(pecas) as ResumoDoRegistro) : pecas;
      return {
        ...row,
        em: row.em.toISOString(),
        registro_nome: nomeDoRegistro(row.entidade, id, vivo ? lido : null),
        registro_pagina: vivo ? paginaDoRegistro(row.entidade, id) : null,
      } as RegistroAuditoria;
    }),
    total: totals?.total ?? 0,
  };
}
