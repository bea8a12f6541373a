import { capitalize, ENTITIES, ENTITY_NAMES, pathOf, type EntityDefinition, type EntityName } from './entities';
import { enumLabel } from './enums';
import { formatDate } from './format';
import { nomeDoContrato, nomeDoPagamento } from './nomes';
import { formatPlaca } from './placa';

// How the audit trail names the record a row is about, as people know it (issue 33), and where its page is. The
// API reads the pieces in the page's statement (joins) and names each row with these.

/** What the trail's statement reads of a record that still exists (each entity fills its own keys). */
export interface ResumoDoRegistro {
  placa?: string | null;
  motorista?: string | null;
  /** a payment's contract */
  contrato_id?: number | null;
  /** 'YYYY-MM-DD': a payment's due day, a maintenance's, an accident's, a fine's (its UTC day) */
  dia?: string | null;
  tipo_manutencao?: string | null;
  codigo?: string | null;
  dispositivo?: string | null;
  email?: string | null;
  remote?: string | null;
  versao?: string | null;
}

/** The trail's two records that are no entity of the registry. */
const FORA_DO_REGISTRO: Readonly<Record<string, string>> = { usuarios: 'Usuário', releases: 'Versão do módulo' };

const registrada = (entidade: string): entidade is EntityName => (ENTITY_NAMES as readonly string[]).includes(entidade);

/** "Veículo nº 12": a record that is gone (or never was one row: a failed sign-in names none). */
function nomePeloId(entidade: string, id: number | null): string {
  const nome = FORA_DO_REGISTRO[entidade] ?? (registrada(entidade) ? capitalize(ENTITIES[entidade].noun.singular) : entidade);
  return id === null ? nome : `${nome} nº ${id}`;
}

const placaDe = (r: ResumoDoRegistro) => (r.placa ? formatPlaca(r.placa) : '');
const doDia = (r: ResumoDoRegistro, o_que: string) => `${placaDe(r)} — ${o_que} de ${formatDate(r.dia)}`;

const PELO_RESUMO: Readonly<Record<string, (r: ResumoDoRegistro, id: number) => string>> = {
  veiculos: placaDe,
  motoristas: (r) => r.motorista ?? '',
  contratos: (r, id) => nomeDoContrato(contratoDe(r, id)),
  pagamentos: (r) => (r.contrato_id ? nomeDoPagamento({ contrato_id: r.contrato_id, data_prevista: r.dia ?? '', contrato: contratoDe(r, r.contrato_id) }) : ''),
  manutencoes: (r) => doDia(r, r.tipo_manutencao ? enumLabel('tipo_manutencao', r.tipo_manutencao) : 'manutenção'),
  multas: (r) => doDia(r, 'multa'),
  sinistros: (r) => doDia(r, 'sinistro'),
  rastreadores: (r) => `${r.codigo ?? ''} — ${r.dispositivo ?? ''}`,
  usuarios: (r) => r.email ?? '',
  releases: (r) => `${r.remote ?? ''} ${r.versao ?? ''}`,
};

/** A contract as its plate and driver name it (the contract's own, or a payment's). */
function contratoDe(r: ResumoDoRegistro, id: number) {
  return { id, veiculo: r.placa ? { placa: r.placa } : null, motorista: r.motorista ? { nome: r.motorista } : null };
}

/**
 * The record as people know it: a vehicle by its plate, a driver by name, a contract by plate — driver, a payment
 * by its contract and due day, a user by email. Without `resumo` (deleted, or an entity without a name of its own)
 * it keeps its id-based name.
 */
export function nomeDoRegistro(entidade: string, id: number | null, resumo: ResumoDoRegistro | null): string {
  const nome = id !== null && resumo ? PELO_RESUMO[entidade]?.(resumo, id) : undefined;
  return nome?.trim() ? nome : nomePeloId(entidade, id);
}

/** The page of a record that still exists: a vehicle's report, a registry record's edit form, the users' and releases' screens. */
export function paginaDoRegistro(entidade: string, id: number): string | null {
  if (entidade === 'usuarios') return '/usuarios';
  if (entidade === 'releases') return '/releases';
  if (!registrada(entidade)) return null;
  if (entidade === 'veiculos') return `/veiculos/${id}/relatorio`;
  // a read-only entity (alerts) has its list and no page per row
  return (ENTITIES[entidade] as EntityDefinition).readOnly ? pathOf(entidade) : `${pathOf(entidade)}/${id}/editar`;
}
