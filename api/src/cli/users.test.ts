import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/client';
import { auditoria, sessions, users } from '../db/schema';
import { authenticate, createUser } from '../auth/users';
import { createSession } from '../auth/sessions';
import { testDatabase } from '../test/database';
import { runUsersCommand } from './users';

let db: Db;
let out: string[];
let err: string[];

/** The command with `senha` as what stdin (or the prompt) gives; none given means stdin ended empty. */
function run(args: string[], senha?: string | { senha: string; confirmacao: string | null }): Promise<number> {
  return runUsersCommand(db, args, {
    out: (l) => void out.push(l),
    err: (l) => void err.push(l),
    readNewPassword: async () => (senha === undefined ? null : typeof senha === 'string' ? { senha } : senha),
  });
}

beforeEach(async () => {
  db = (await testDatabase()).db;
  await db.execute(sql`truncate table releases_ativacoes, releases, chaves_idempotencia, sessions, login_attempts, push_subscriptions, users restart identity cascade`);
  out = [];
  err = [];
});

describe('users CLI', () => {
  it('create stores a user with a normalized email and a hash that logs in', async () => {
    expect(await run(['create', ' Gestor@Frota.com.br '], 'senha-segura-1')).toBe(0);
    expect(out).toEqual(['Usuário criado: gestor@frota.com.br (id 1)']);
    const [row] = await db.select().from(users);
    expect(row!.password_hash).toMatch(/^scrypt\$N=\d+,r=8,p=1\$/);
    expect(await authenticate(db, 'GESTOR@frota.com.br', 'senha-segura-1')).toEqual({ id: 1, email: 'gestor@frota.com.br' });
  });

  it('create and reset are on the audit trail, by the command line, without the password hash', async () => {
    const antes = await db.$count(auditoria);
    expect(await run(['create', 'auditado@frota.com.br'], 'senha-segura-1')).toBe(0);
    expect(await run(['reset', 'auditado@frota.com.br'], 'senha-nova-12')).toBe(0);
    const [user] = await db.select().from(users);
    const linhas = (await db.select().from(auditoria).orderBy(auditoria.id)).slice(antes);
    expect(linhas.map(({ usuario_id, acao, entidade, registro_id, request_id }) => ({ usuario_id, acao, entidade, registro_id, request_id }))).toEqual([
      { usuario_id: null, acao: 'criacao', entidade: 'usuarios', registro_id: user!.id, request_id: 'linha-de-comando' },
      { usuario_id: null, acao: 'senha_redefinida', entidade: 'usuarios', registro_id: user!.id, request_id: 'linha-de-comando' },
    ]);
    expect(linhas[0]!.depois).toMatchObject({ email: 'auditado@frota.com.br', papel: 'administrador' });
    expect(JSON.stringify(linhas)).not.toMatch(/scrypt|password/);
  });

  it('create refuses a duplicate email, a bad email and a short password', async () => {
    await createUser(db, { email: 'gestor@frota.com.br', password: 'senha-segura-1' });
    expect(await run(['create', 'gestor@frota.com.br'], 'outra-senha-1')).toBe(1);
    expect(await run(['create', 'sem-arroba'], 'outra-senha-1')).toBe(1);
    expect(await run(['create', 'novo@frota.com.br'], 'curta')).toBe(1);
    expect(err).toEqual([
      'Já existe um usuário com o email gestor@frota.com.br',
      'Email inválido: sem-arroba',
      'A senha precisa ter pelo menos 10 caracteres.',
    ]);
    expect(await db.$count(users)).toBe(1);
  });

  it('new passwords have 10 to 128 characters, counted as characters (an emoji is one), and are hard to guess', async () => {
    const forte128 = 'Caminhão-azul-na-garagem-7;'.repeat(5).slice(0, 128);
    expect(await run(['create', 'a@frota.com.br'], `${forte128}x`)).toBe(1);
    expect(await run(['create', 'b@frota.com.br'], '🔑kq7#Vd2!')).toBe(1);
    expect(await run(['create', 'b@frota.com.br'], 'senha123456')).toBe(1);
    expect(await run(['create', 'b@frota.com.br'], ' '.repeat(12))).toBe(1);
    expect(await run(['create', 'c@frota.com.br'], 'kq7#Vd2!pw')).toBe(0);
    expect(await run(['create', 'd@frota.com.br'], forte128)).toBe(0);
    expect(await run(['create', 'e@frota.com.br'], '🚗🔑🛞⛽🚦🧰🪪📄'.repeat(16))).toBe(0);
    expect(await run(['reset', 'c@frota.com.br'], `${forte128}y`)).toBe(1);
    expect(await run(['reset', 'c@frota.com.br'], 'frota2026')).toBe(1);
    expect(await run(['reset', 'c@frota.com.br'], 'Frota2026!')).toBe(1);
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
    const user = await createUser(db, { email: 'gestor@frota.com.br', password: 'senha-antiga-1' });
    await createSession(db, user.id, { ttlMs: 12 * 3_600_000 });
    expect(await run(['reset', 'gestor@frota.com.br'], 'senha-nova-12')).toBe(0);
    expect(await db.$count(sessions)).toBe(0);
    expect(await authenticate(db, 'gestor@frota.com.br', 'senha-antiga-1')).toBeNull();
    expect(await authenticate(db, 'gestor@frota.com.br', 'senha-nova-12')).not.toBeNull();
    expect(await run(['reset', 'ninguem@frota.com.br'], 'senha-nova-12')).toBe(1);
    expect(err).toEqual(['Usuário não encontrado: ninguem@frota.com.br']);
  });

  it('list shows id and email, and bad usage prints the help with exit code 2', async () => {
    expect(await run(['list'])).toBe(0);
    expect(out).toEqual(['Nenhum usuário cadastrado']);
    await createUser(db, { email: 'gestor@frota.com.br', password: 'senha-segura-1' });
    out = [];
    await run(['list']);
    expect(out[0]).toMatch(/^1\tgestor@frota\.com\.br\t\d{4}-/);
    expect(await run(['create'])).toBe(2);
    expect(await run(['apagar'])).toBe(2);
    expect(await run(['list', 'extra'])).toBe(2);
    expect(err.at(-1)).toContain('Uso:');
  });

  it('never takes the password on the command line, where ps shows it: exit code 2 and the help', async () => {
    let asked = false;
    for (const args of [['create', 'novo@frota.com.br', 'kq7#Vd2!pw'], ['reset', 'novo@frota.com.br', 'kq7#Vd2!pw', 'mais']]) {
      err = [];
      const code = await runUsersCommand(db, args, { out: (l) => void out.push(l), err: (l) => void err.push(l), readNewPassword: async () => ((asked = true), null) });
      expect(code).toBe(2);
      expect(err[0]).toMatch(/^A senha não vai na linha de comando/);
      expect(err[1]).toMatch(/^Uso:/);
      expect(err.join('\n')).not.toContain('kq7#Vd2!pw');
    }
    expect(asked).toBe(false);
    expect(await db.$count(users)).toBe(0);
  });

  it('refuses when no password came, or when the two typed at a terminal differ', async () => {
    expect(await run(['create', 'novo@frota.com.br'])).toBe(1);
    expect(await run(['create', 'novo@frota.com.br'], { senha: 'kq7#Vd2!pw', confirmacao: 'kq7#Vd2!pW' })).toBe(1);
    expect(await run(['create', 'novo@frota.com.br'], { senha: 'kq7#Vd2!pw', confirmacao: null })).toBe(1);
    expect(err).toEqual([
      'Nenhuma senha recebida: digite-a quando for pedida ou envie-a na primeira linha da entrada padrão',
      ...Array(2).fill('As duas senhas digitadas não são iguais; nada foi alterado'),
    ]);
    expect(await db.$count(users)).toBe(0);
    expect(await run(['create', 'novo@frota.com.br'], { senha: 'kq7#Vd2!pw', confirmacao: 'kq7#Vd2!pw' })).toBe(0);
  });
});

describe('users CLI as a process', () => {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-users-cli-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The CLI on its own embedded database; `stdin` is written and, unless `keepOpen`, ended. */
  function cli(args: string[], stdin: string, keepOpen = false): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/users.ts', ...args], {
      cwd: apiDir,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PGLITE_TEMPLATE_DIR: process.env.PGLITE_TEMPLATE_DIR },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdin.write(stdin);
    if (!keepOpen) child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    return new Promise((resolve) =>
      child.once('exit', (code) => {
        clearTimeout(timer);
        child.stdin.destroy();
        resolve({ code, stdout, stderr });
      }),
    );
  }

  it('reads the password from the first line of stdin, refuses it as an argument, and exits without stdin ending', async () => {
    const created = await cli(['create', 'gestor@frota.com.br'], 'kq7#Vd2!pw\nsegunda linha\n');
    expect(created, created.stderr).toMatchObject({ code: 0, stdout: 'Usuário criado: gestor@frota.com.br (id 1)\n' });

    const argument = await cli(['reset', 'gestor@frota.com.br', 'Zebra-Lua-Quarto'], '');
    expect(argument.code).toBe(2);
    expect(argument.stderr).toMatch(/^A senha não vai na linha de comando/);
    expect(argument.stderr).toContain('Uso:');

    // one line is all it reads: a pipe left open does not keep it waiting
    const reset = await cli(['reset', 'gestor@frota.com.br'], 'Zebra-Lua-Quarto\r\n', true);
    expect(reset, reset.stderr).toMatchObject({ code: 0, stdout: 'Senha trocada para gestor@frota.com.br; as sessões abertas foram encerradas\n' });

    const weak = await cli(['reset', 'gestor@frota.com.br'], 'senha123456');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/^Senha fácil de adivinhar: /);

    // the line without its CRLF is the password now
    const database = await openDatabase({ url: null, dataDir });
    try {
      expect(await authenticate(database.db, 'gestor@frota.com.br', 'Zebra-Lua-Quarto')).not.toBeNull();
    } finally {
      await database.close();
    }
  }, 180_000);
});
