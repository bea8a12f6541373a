import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ANGULOS, type Angulo } from '@frota/shared/domain';
import { id, instant, oneOf } from './columns';
import { vistorias } from './vistorias';

/** A photo (or a drawn signature) of a vistoria: the row says what it is, the storage keeps its bytes under `chave`. */
export const fotos = pgTable(
  'fotos',
  {
    id: id(),
    // set null when its rascunho vistoria is deleted: the cleanup job then removes the file and the row
    vistoria_id: integer('vistoria_id').references(() => vistorias.id, { onDelete: 'set null', onUpdate: 'restrict' }),
    angulo: varchar('angulo', { length: 30 }).$type<Angulo>(),
    avaria_numero: integer('avaria_numero'),
    legenda: text('legenda'),
    content_type: varchar('content_type', { length: 30 }).notNull(),
    bytes: integer('bytes').notNull(),
    largura: integer('largura').notNull(),
    altura: integer('altura').notNull(),
    chave: text('chave').notNull(),
    criado_em: instant('criado_em').notNull().defaultNow(),
    /** the user who sent it (users.id; no foreign key, as the audit trail's: a user row is never deleted anyway) */
    criado_por: integer('criado_por'),
  },
  (t) => [
    index('fotos_vistoria_id_idx').on(t.vistoria_id),
    // the cleanup job's question: photos whose vistoria was deleted
    index('fotos_sem_vistoria_idx').on(t.criado_em).where(sql`${t.vistoria_id} is null`),
    check('fotos_angulo_ou_avaria', sql`(${t.angulo} is null) <> (${t.avaria_numero} is null)`),
    check('fotos_angulo_valido', sql`${t.angulo} is null or ${oneOf(t.angulo, ANGULOS)}`),
    check('fotos_content_type_valido', oneOf(t.content_type, ['image/jpeg', 'image/png', 'image/webp'])),
  ],
);
