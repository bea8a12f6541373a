import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { authenticate, createUser } from '../auth/users';
import { createSession } from '../auth/sessions';
import { testDatabase } from '../test/database';
import { runUsersCommand } from './users';

let db: Db;
let out: string[];
let err: string[];
const io = { out: (l: string) => void out.push(l), err: (l: string) => void err.push(l) };

beforeEach(async () => {
  db = (await testDatabase()).db;
  await db.execute(sql`truncate table chaves_idempotencia, sessions, login_attempts, push_subscriptions, users restart identity`);
  out = [];
  err = [];
});

describe('users CLI', () => {
  it('create stores a user with a normalized email and a hash that logs in', async () => {
    expect(await runUsersCommand(db, ['create', ' Gestor@Frota.com.br ', 'senha-segura-1'], io)).toBe(0);
    expect(out).toEqual(['Usuário criado: gestor@frota.com.br (id 1)']);
    const [row] = await db.select().from(users);
    expect(row!.password_hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(await authenticate(db, 'GESTOR@frota.com.br', 'senha-segura-1')).toEqual({ id: 1, email: 'gestor@frota.com.br' });
  });

  it('create refuses a duplicate email, a bad email and a short password', async () => {
    await createUser(db, 'gestor@frota.com.br', 'senha-segura-1');
    expect(await runUsersCommand(db, ['create', 'gestor@frota.com.br', 'outra-senha-1'], io)).toBe(1);
    expect(await runUsersCommand(db, ['create', 'sem-arroba', 'outra-senha-1'], io)).toBe(1);
    expect(await runUsersCommand(db, ['create', 'novo@frota.com.br', 'curta'], io)).toBe(1);
    expect(err).toEqual([
      'Já existe um usuário com o email gestor@frota.com.br',
      'Email inválido: sem-arroba',
      'A senha precisa ter pelo menos 10 caracteres.',
    ]);
    expect(await db.$count(users)).toBe(1);
  });

  it('new passwords have 10 to 128 characters, counted as characters (an emoji is one), and are hard to guess', async () => {
    const forte128 = 'Caminhão-azul-na-garagem-7;'.repeat(5).slice(0, 128);
    expect(await runUsersCommand(db, ['create', 'a@frota.com.br', `${forte128}x`], io)).toBe(1);
    expect(await runUsersCommand(db, ['create', 'b@frota.com.br', '🔑kq7#Vd2!'], io)).toBe(1);
    expect(await runUsersCommand(db, ['create', 'b@frota.com.br', 'senha123456'], io)).toBe(1);
    expect(await runUsersCommand(db, ['create', 'b@frota.com.br', ' '.repeat(12)], io)).toBe(1);
    expect(await runUsersCommand(db, ['create', 'c@frota.com.br', 'kq7#Vd2!pw'], io)).toBe(0);
    expect(await runUsersCommand(db, ['create', 'd@frota.com.br', forte128], io)).toBe(0);
    expect(await runUsersCommand(db, ['create', 'e@frota.com.br', '🚗🔑🛞⛽🚦🧰🪪📄'.repeat(16)], io)).toBe(0);
    expect(await runUsersCommand(db, ['reset', 'c@frota.com.br', `${forte128}y`], io)).toBe(1);
    expect(await runUsersCommand(db, ['reset', 'c@frota.com.br', 'frota2026'], io)).toBe(1);
    expect(await runUsersCommand(db, ['reset', 'c@frota.com.br', 'Frota2026!'], io)).toBe(1);
    expect(err).toEqual([
      'A senha pode ter no máximo 128 caracteres.',
      'A senha precisa ter pelo menos 10 caracteres.',
      'Senha fácil de adivinhar: Isso é semelhante a uma senha comumente usada. Adicione mais palavras menos comuns.',
      'A senha não pode ser só espaços.',
      'A senha pode ter no máximo 128 caracteres.',
      'A senha precisa ter pelo menos 10 caracteres.',
      expect.stringMatching(/^Senha fácil de adivinhar: /),
    ]);
    expect(await db.$count(users)).toBe(3);
    expect(await authenticate(db, 'c@frota.com.br', 'kq7#Vd2!pw')).not.toBeNull();
  });

  it('reset changes the password and ends the user’s sessions', async () => {
    const user = await createUser(db, 'gestor@frota.com.br', 'senha-antiga-1');
    await createSession(db, user.id, { ttlMs: 12 * 3_600_000 });
    expect(await runUsersCommand(db, ['reset', 'gestor@frota.com.br', 'senha-nova-12'], io)).toBe(0);
    expect(await db.$count(sessions)).toBe(0);
    expect(await authenticate(db, 'gestor@frota.com.br', 'senha-antiga-1')).toBeNull();
    expect(await authenticate(db, 'gestor@frota.com.br', 'senha-nova-12')).not.toBeNull();
    expect(await runUsersCommand(db, ['reset', 'ninguem@frota.com.br', 'senha-nova-12'], io)).toBe(1);
    expect(err).toEqual(['Usuário não encontrado: ninguem@frota.com.br']);
  });

  it('list shows id and email, and bad usage prints the help with exit code 2', async () => {
    expect(await runUsersCommand(db, ['list'], io)).toBe(0);
    expect(out).toEqual(['Nenhum usuário cadastrado']);
    await createUser(db, 'gestor@frota.com.br', 'senha-segura-1');
    out = [];
    await runUsersCommand(db, ['list'], io);
    expect(out[0]).toMatch(/^1\tgestor@frota\.com\.br\t\d{4}-/);
    expect(await runUsersCommand(db, ['create', 'so-email@frota.com.br'], io)).toBe(2);
    expect(await runUsersCommand(db, ['apagar'], io)).toBe(2);
    expect(err.at(-1)).toContain('Uso:');
  });
});
