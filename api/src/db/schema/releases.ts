import { type AnyPgColumn, bigint, char, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { REMOTE_NAMES } from '@frota/shared/domain';
import { id, instant, oneOf } from './columns';
import { users } from './users';

export const ACOES_ATIVACAO = ['ativar', 'reverter'] as const;

/**
 * A remote's published versions (issue 19): a folder `pnpm release` wrote under RELEASES_DIR, registered by the API.
 * A row is never changed or deleted (no PUT, no DELETE: a folder is never overwritten), so it has no `versao` of its
 * own for If-Match.
 */
export const releases = pgTable(
  'releases',
  {
    id: id(),
    remote: varchar('remote', { length: 20 }).notNull(),
    versao: varchar('versao', { length: 64 }).notNull(),
    /** first 7 hex digits of the folder's sha256 (releases/folder.ts) */
    hash: char('hash', { length: 7 }).notNull(),
    /** the @frota/shared range the remote was built for */
    faixa_shared: varchar('faixa_shared', { length: 100 }),
    /** the build's instant, from its release.json */
    criada_em: instant('criada_em').notNull(),
    autor_id: integer('autor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    registrada_em: instant('registrada_em').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('releases_remote_versao_key').on(t.remote, t.versao), check('releases_remote_valido', oneOf(t.remote, REMOTE_NAMES))],
);

/**
 * Every activation and rollback, never changed: a remote's newest row is its active version. The rows form a stack
 * through `anterior_id` (the node below this one, what "Reverter" goes back to): activating pushes a row above the
 * active one, reverting writes a copy of the one below. A row with no `anterior_id` sits on "embutida", the bottom
 * (or is "embutida" itself, with nothing below).
 */
export const releasesAtivacoes = pgTable(
  'releases_ativacoes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    remote: varchar('remote', { length: 20 }).notNull(),
    /** a release's versao, or "embutida" */
    versao: varchar('versao', { length: 64 }).notNull(),
    anterior_id: bigint('anterior_id', { mode: 'number' }).references((): AnyPgColumn => releasesAtivacoes.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    acao: varchar('acao', { length: 10 }).notNull(),
    usuario_id: integer('usuario_id').references(() => users.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    em: instant('em').notNull().defaultNow(),
  },
  (t) => [
    index('releases_ativacoes_remote_idx').on(t.remote, t.id),
    check('releases_ativacoes_acao_valida', oneOf(t.acao, ACOES_ATIVACAO)),
    check('releases_ativacoes_remote_valido', oneOf(t.remote, REMOTE_NAMES)),
  ],
);
