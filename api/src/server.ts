import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  const { demoLogin, temporaryPassword } = app.startup;
  const login = temporaryPassword
    ? ` — administrador criado: ${config.adminEmail} / senha temporária ${temporaryPassword} (troque-a no primeiro acesso; ela não é mostrada de novo)`
    : demoLogin
      ? ` — login de demonstração: ${config.adminEmail} / ${config.adminPassword}`
      : '';
  // printed, not logged: it is the line a person starting the app looks for
  process.stdout.write(`Frota em ${url}${login}\n`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando`);
    const timer = setTimeout(() => {
      app.log.error('encerramento demorou demais; saindo');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // close() stops accepting connections, lets in-flight requests finish, then runs onClose (the database)
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'erro ao encerrar');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  // an expected refusal says what to do; anything else keeps its stack for whoever debugs it
  const detail = err instanceof DataDirInUseError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`Falha ao iniciar a API: ${detail}\n`);
  process.exit(1);
});
