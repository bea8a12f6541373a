import { REQUEST_ID_LINHA_DE_COMANDO } from '@frota/shared/domain';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { newPasswordProblem } from '../auth/password-strength';
import { createUser, listUsers, resetPassword, UserError } from '../auth/users';
import { readPassword, runAsScript } from './read-password';
import type { Autor } from '../auditoria/registrar';

const USAGE = `Uso:
  pnpm --filter @frota/api users create <email>   cria um usuário
  pnpm --filter @frota/api users reset <email>    troca a senha e encerra as sessões do usuário
  pnpm --filter @frota/api users list             lista os usuários
A senha de create e reset nunca vai na linha de comando: num terminal ela é pedida (duas vezes, sem aparecer);
senão é a primeira linha da entrada padrão, por exemplo: pnpm --filter @frota/api users reset <email> < arquivo`;

const SENHA_NA_LINHA =
  'A senha não vai na linha de comando (o ps a mostra a qualquer usuário da máquina): rode sem ela e digite-a quando for pedida, ou envie-a pela entrada padrão.';
const SEM_SENHA = 'Nenhuma senha recebida: digite-a quando for pedida ou envie-a na primeira linha da entrada padrão';
const SENHAS_DIFERENTES = 'As duas senhas digitadas não são iguais; nada foi alterado';

interface NovaSenha {
  senha: string;
  /** the second typing at a terminal (null if it was cut short); absent when the password came from a pipe or a file */
  confirmacao?: string | null;
}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Null when no password came. */
  readNewPassword(): Promise<NovaSenha | null>;
}

/** What the command line changes is on the audit trail with no user and this request id. */
const LINHA_DE_COMANDO: Autor = { usuarioId: null, requestId: REQUEST_ID_LINHA_DE_COMANDO };

/** Runs one command against an open database; answers the exit code. */
export async function runUsersCommand(db: Db, args: readonly string[], io: CliIo): Promise<number> {
  const [command, email, ...extra] = args;
  const setsPassword = command === 'create' || command === 'reset';
  if (setsPassword && email && extra.length > 0) {
    io.err(SENHA_NA_LINHA);
    io.err(USAGE);
    return 2;
  }
  try {
    if (setsPassword && email) {
      const senha = await newPassword(io, email);
      if (command === 'create') {
        const user = await createUser(db, { email, password: senha }, LINHA_DE_COMANDO);
        io.out(`Usuário criado: ${user.email} (id ${user.id})`);
      } else {
        const user = await resetPassword(db, email, senha, LINHA_DE_COMANDO);
        io.out(`Senha trocada para ${user.email}; as sessões abertas foram encerradas`);
      }
      return 0;
    }
    if (command === 'list' && !email) {
      const users = await listUsers(db);
      if (users.length === 0) io.out('Nenhum usuário cadastrado');
      for (const u of users) io.out(`${u.id}\t${u.email}\t${u.created_at.toISOString()}`);
      return 0;
    }
  } catch (err) {
    if (err instanceof UserError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
  io.err(USAGE);
  return 2;
}

async function newPassword(io: CliIo, email: string): Promise<string> {
  const lida = await io.readNewPassword();
  if (!lida) throw new UserError(SEM_SENHA);
  if (lida.confirmacao !== undefined && lida.confirmacao !== lida.senha) throw new UserError(SENHAS_DIFERENTES);
  const fraca = await newPasswordProblem(lida.senha, email);
  if (fraca) throw new UserError(fraca);
  return lida.senha;
}

// a terminal asks twice, since what is typed cannot be seen; a pipe or a file gives its first line
async function readNewPasswordFromProcess(): Promise<NovaSenha | null> {
  const senha = await readPassword(process.stdin, process.stderr, 'Senha: ');
  if (senha === null) return null;
  if (!process.stdin.isTTY) return { senha };
  return { senha, confirmacao: await readPassword(process.stdin, process.stderr, 'Repita a senha: ') };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    process.exitCode = await runUsersCommand(database.db, process.argv.slice(2), {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      readNewPassword: readNewPasswordFromProcess,
    });
  } finally {
    await database.close();
  }
}

runAsScript(import.meta.url, main);
