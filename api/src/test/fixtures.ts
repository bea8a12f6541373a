import { cpfFromBase, fieldsOf, hojeSaoPaulo, inputFieldNames, optionValues, type EntityField, type EntityName } from '@frota/shared/domain';
import { eq } from 'drizzle-orm';
import { tableOf } from '../crud/registry';
import { contratos, empresa, manutencoes, motoristas, multas, pagamentos, planos, rastreadores, recebimentos, sinistros, veiculos } from '../db/schema';
import type { Db } from '../db/client';

/** A valid POST body of each, as a client sends it (plate unmasked, lower case). */
export const VEICULO_VALIDO = {
  placa: 'ABC1234',
  modelo: 'onix',
  marca: 'chevrolet',
  ano_fabricacao: 2022,
  quilometragem_inicial: 15000,
  data_aquisicao: '2023-02-10',
  valor_compra: 78500.9,
  observacoes: 'Revisado',
};

export const MOTORISTA_VALIDO = {
  nome: 'Ana Souza',
  cpf: '529.982.247-25',
  rg: '12.345.678-9',
  data_nascimento: '1990-05-01',
  cnh: '62472927637',
  categoria_cnh: 'B' as const,
  validade_cnh: '2030-01-01',
  telefone: '(11) 91234-5678',
  email: 'ana@exemplo.com.br',
  endereco: 'Rua A, 1 - São Paulo/SP',
};

/** A fine passed on to the driver, without its vehicle, driver and charge (each test adds its own). */
export const MULTA_VALIDA = {
  data_multa: '2025-03-01T12:00:00.000Z',
  data_vencimento: '2099-04-01T12:00:00.000Z',
  valor_multa: 195.23,
  motivo: 'Excesso de velocidade',
  transferido_para_condutor: true,
};

// Rows other rows refer to, inserted straight into the database so a resource's tests set up in one line.

/** The row an insert of one row returned. */
async function theRow<T>(rows: PromiseLike<T[]>): Promise<T> {
  const [row] = await rows;
  return row!;
}

let sequence = 0;

export async function inserirVeiculo(db: Db, overrides: Partial<typeof veiculos.$inferInsert> = {}) {
  sequence += 1;
  return theRow(
    db
      .insert(veiculos)
      .values({
        placa: `TST-${String(1000 + (sequence % 9000))}`,
        modelo: 'ONIX',
        marca: 'CHEVROLET',
        ano_fabricacao: 2022,
        quilometragem_inicial: 10000,
        data_aquisicao: '2023-01-10',
        valor_compra: 75000,
        ...overrides,
      })
      .returning(),
  );
}

export async function inserirMotorista(db: Db, overrides: Partial<typeof motoristas.$inferInsert> = {}) {
  sequence += 1;
  return theRow(
    db
      .insert(motoristas)
      .values({
        ...MOTORISTA_VALIDO,
        // a valid CPF of its own per row, so the unique index never trips between fixtures
        cpf: cpfFromBase(String(100_000_000 + sequence)),
        ...overrides,
      })
      .returning(),
  );
}

/** The summaries other rows embed of a vehicle and of a driver (veiculoResumo, motoristaResumo). */
export const resumoVeiculo = (v: typeof veiculos.$inferSelect) => ({ id: v.id, placa: v.placa, modelo: v.modelo, marca: v.marca });
const resumoMotorista = (m: typeof motoristas.$inferSelect) => ({ id: m.id, nome: m.nome, cpf: m.cpf });

/** Vehicle ABC-1D23 and driver Bruno Lima: the ids a body refers to, and the summaries a row that refers to them embeds. */
export async function inserirAbcEBruno(db: Db) {
  const veiculo = await inserirVeiculo(db, { placa: 'ABC-1D23' });
  const motorista = await inserirMotorista(db, { nome: 'Bruno Lima', cpf: '529.982.247-25' });
  return {
    refs: { veiculo_id: veiculo.id, motorista_id: motorista.id },
    resumos: { veiculo: resumoVeiculo(veiculo), motorista: resumoMotorista(motorista) },
  };
}

/** A vehicle and a driver for rows that refer to both (fines, accidents, contracts). */
export async function inserirReferencias(
  db: Db,
  veiculo: Partial<typeof veiculos.$inferInsert> = {},
  motorista: Partial<typeof motoristas.$inferInsert> = {},
): Promise<{ veiculo_id: number; motorista_id: number }> {
  return { veiculo_id: (await inserirVeiculo(db, veiculo)).id, motorista_id: (await inserirMotorista(db, motorista)).id };
}

// Rows that refer to a vehicle (and a driver), with their own new ones unless given.

async function veiculoEMotorista(db: Db, dados: { veiculo_id?: number; motorista_id?: number }) {
  return { veiculo_id: dados.veiculo_id ?? (await inserirVeiculo(db)).id, motorista_id: dados.motorista_id ?? (await inserirMotorista(db)).id };
}

export async function inserirManutencao(db: Db, overrides: Partial<typeof manutencoes.$inferInsert> = {}) {
  const veiculo_id = overrides.veiculo_id ?? (await inserirVeiculo(db)).id;
  return theRow(
    db
      .insert(manutencoes)
      .values({ veiculo_id, tipo_manutencao: 'revisao', descricao: 'Revisão 20 mil', data_manutencao: '2025-02-01', quilometragem: 20000, custo: 800, ...overrides })
      .returning(),
  );
}

export async function inserirMulta(db: Db, overrides: Partial<typeof multas.$inferInsert> = {}) {
  return theRow(
    db
      .insert(multas)
      .values({
        ...(await veiculoEMotorista(db, overrides)),
        data_multa: new Date('2025-03-01T10:00:00Z'),
        data_vencimento: new Date('2025-04-01T10:00:00Z'),
        valor_multa: 195.23,
        motivo: 'Excesso de velocidade',
        ...overrides,
      })
      .returning(),
  );
}

export async function inserirSinistro(db: Db, overrides: Partial<typeof sinistros.$inferInsert> = {}) {
  const refs = await veiculoEMotorista(db, overrides);
  return theRow(
    db
      .insert(sinistros)
      .values({ ...refs, data_sinistro: '2025-03-05', descricao: 'Colisão traseira', custo_reparo: 2500, ...overrides })
      .returning(),
  );
}

/** A tracker of no vehicle unless given; a code of its own per row (the code is unique). */
export async function inserirRastreador(db: Db, overrides: Partial<typeof rastreadores.$inferInsert> = {}) {
  sequence += 1;
  return theRow(
    db
      .insert(rastreadores)
      .values({ nome_dispositivo: 'GT06', codigo_identificacao: `R-${String(sequence)}`, km_atual: 21000, ...overrides })
      .returning(),
  );
}

/** A weekly plan: R$ 419 with 1.250 km a week and R$ 0,50 a km past it, unless given (issue 35). */
export async function inserirPlano(db: Db, overrides: Partial<typeof planos.$inferInsert> = {}) {
  sequence += 1;
  return theRow(
    db
      .insert(planos)
      .values({ nome: `Plano ${String(sequence)}`, valor_semanal: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5, ...overrides })
      .returning(),
  );
}

// Contracts and payments inserted straight into the database, for the finance tests (API, charges, benchmark).

/**
 * A contract with its own new vehicle and driver unless given; registered on its start day unless `created_at`
 * says otherwise, and billed from the day it was registered unless `cobranca_desde` says otherwise.
 */
export async function inserirContrato(db: Db, overrides: Partial<typeof contratos.$inferInsert> = {}) {
  const refs = await veiculoEMotorista(db, overrides);
  const data_inicio = overrides.data_inicio ?? '2025-03-03';
  const created_at = overrides.created_at ?? new Date(`${data_inicio}T12:00:00Z`);
  return theRow(
    db
      .insert(contratos)
      .values({ ...refs, data_inicio, valor_aluguel: 650, created_at, cobranca_desde: hojeSaoPaulo(created_at), ...overrides })
      .returning(),
  );
}

/**
 * A charge as the database would hold it. A `pago` one is paid by one receipt of its whole value on its payment
 * date (no method), as the app records it, so its valor_recebido and the weekly totals follow.
 */
export async function inserirPagamento(db: Db, contrato_id: number, overrides: Partial<typeof pagamentos.$inferInsert> = {}) {
  const values = { contrato_id, data_prevista: '2025-03-03', valor_pago: 650, ...overrides };
  const recebido = values.status_pagamento === 'pago' && values.data_pagamento && Number(values.valor_pago) > 0;
  if (!recebido) return theRow(db.insert(pagamentos).values(values).returning());
  const { id } = await theRow(db.insert(pagamentos).values({ ...values, status_pagamento: 'pendente', data_pagamento: null }).returning());
  await inserirRecebimento(db, id, { valor: Number(values.valor_pago), data_pagamento: values.data_pagamento! });
  return theRow(db.select().from(pagamentos).where(eq(pagamentos.id, id)));
}

/**
 * The company saved with no late charges (issue 36), naming the Pix receiver as the test's `config` does: for the
 * tests of what em aberto alone does (receipts, payments, Pix) over rents long past due. encargos.test.ts tests them.
 */
export async function semEncargos(db: Db, config: { empresaNome?: string; pixNome?: string; pixChave?: string; pixCidade?: string } = {}) {
  await db.insert(empresa).values({
    razao_social: config.pixNome ?? config.empresaNome ?? null,
    cidade: config.pixCidade ?? null,
    chave_pix: config.pixChave ?? null,
    multa_atraso_percentual: 0,
    juros_mora_percentual: 0,
  });
}

/** A receipt towards charge `pagamento_id` (the trigger moves its valor_recebido, status and date). */
export async function inserirRecebimento(db: Db, pagamento_id: number, overrides: Partial<typeof recebimentos.$inferInsert> = {}) {
  return theRow(db.insert(recebimentos).values({ pagamento_id, valor: 650, data_pagamento: '2025-03-03', ...overrides }).returning());
}

// Any registry entity's row, from sample values of its fields' kinds: what a test of a new entity, or of whatever
// refers to it, inserts without a fixture of its own.

const LETRAS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A sample of the field's kind as its column stores it; `n` makes it unique. */
function amostra(field: EntityField, n: number): unknown {
  switch (field.kind) {
    case 'texto': {
      const texto = `${field.label} ${String(n)}`.slice(-(field.max ?? 255));
      return field.upper ? texto.toUpperCase() : texto;
    }
    case 'placa':
      return `T${LETRAS[Math.floor(n / 26) % 26]!}${LETRAS[n % 26]!}-${String(1000 + (n % 9000))}`;
    case 'cpf':
      return cpfFromBase(String(300_000_000 + n));
    case 'cnh':
      return MOTORISTA_VALIDO.cnh;
    case 'telefone':
      return MOTORISTA_VALIDO.telefone;
    case 'email':
      return `pessoa${String(n)}@exemplo.com.br`;
    case 'inteiro':
      return Math.min(field.max ?? 1000, 1000);
    case 'ano':
      return 2022;
    case 'dinheiro':
      return 100;
    case 'dia':
      return '2025-03-03';
    case 'nascimento':
      return MOTORISTA_VALIDO.data_nascimento;
    case 'instante':
      return new Date('2025-03-03T10:00:00Z');
    case 'opcao':
      return field.default ?? optionValues(field)[0];
    case 'booleano':
      return field.default ?? false;
    case 'ref':
      return null;
    case 'lista':
      return [];
  }
}

/** A row of `entity` with sample values (and a new row of each entity it must refer to), `overrides` over them. */
export async function inserirLinha(db: Db, entity: EntityName, overrides: Record<string, unknown> = {}): Promise<{ id: number } & Record<string, unknown>> {
  sequence += 1;
  const fields = fieldsOf(entity);
  const values: Record<string, unknown> = {};
  for (const name of inputFieldNames(fields)) {
    const field = fields[name]!;
    if (field.inputOnly || name in overrides) continue;
    if (field.kind === 'ref') {
      if (!field.optional) values[name] = (await inserirLinha(db, field.entity as EntityName)).id;
    } else if (!field.optional) values[name] = amostra(field, sequence);
  }
  const table = tableOf(entity);
  return theRow(db.insert(table).values({ ...values, ...overrides } as never).returning() as unknown as PromiseLike<{ id: number }[]>);
}
