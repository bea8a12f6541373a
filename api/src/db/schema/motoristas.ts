import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CATEGORIAS_CNH, STATUS_MOTORISTA } from '@frota/shared/domain';
import { day, id, oneOf, versionedTimestamps } from './columns';

export const motoristas = pgTable(
  'motoristas',
  {
    id: id(),
    nome: varchar('nome', { length: 255 }).notNull(),
    cpf: varchar('cpf', { length: 14 }).notNull(),
    rg: varchar('rg', { length: 30 }).notNull(),
    data_nascimento: day('data_nascimento').notNull(),
    cnh: varchar('cnh', { length: 30 }).notNull(),
    categoria_cnh: varchar('categoria_cnh', { length: 2 }).notNull(),
    validade_cnh: day('validade_cnh').notNull(),
    telefone: varchar('telefone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    endereco: text('endereco').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('ativo'),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('motoristas_cpf_key').on(t.cpf),
    check('motoristas_categoria_cnh_valida', oneOf(t.categoria_cnh, CATEGORIAS_CNH)),
    check('motoristas_status_valido', oneOf(t.status, STATUS_MOTORISTA)),
    check('motoristas_cpf_onze_digitos', sql`length(regexp_replace(${t.cpf}, '[^0-9]', '', 'g')) = 11`),
  ],
);
