import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { newPasswordProblem } from '../auth/password-strength';
import { createUser, listUsers, resetPassword, UserError } from '../auth/users';

const USAGE = `Uso:
  pnpm --filter @frota/api users create <email> <senha>   cria um usuário
  pnpm --filter @frota/api users reset <email> <senha>    troca a senha e encerra as sessões do usuário
  pnpm --filter @frota/api users list                     lista os usuários`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command against an open database; answers the exit code. */
export async function runUsersCommand(db: Db, args: readonly string[], io: CliOutput): Promise<number> {
  const [command, email, senha, ...extra] = args;
  try {
    if ((command === 'create' || command === 'reset') && email && senha && extra.length === 0) {
      const fraca = await newPasswordProblem(senha, email);
      if (fraca) throw new UserError(fraca);
    }
    if (command === 'create' && email && senha && extra.length === 0) {
      const user = await createUser(db, email, senha);
      io.out(`Usuário criado: ${user.email} (id ${user.id})`);
      return 0;
    }
    if (command === 'reset' && email && senha && extra.length === 0) {
      const user = await resetPassword(db, email, senha);
      io.out(`Senha trocada para ${user.email}; as sessões abertas foram encerradas`);
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

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    process.exitCode = await runUsersCommand(database.db, process.argv.slice(2), {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`Erro: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
