// `pnpm start`: build the front ends not built yet or changed since their build (a pull, an edit), then serve API,
// shell and remotes on one port.
import { fileURLToPath } from 'node:url';
import { appsToBuild, buildApps } from './build.mjs';
import { pnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const stale = appsToBuild();
if (stale.length > 0) {
  console.log(`Construindo: ${stale.map((app) => app.name).join(', ')}`);
  const code = await buildApps(stale);
  if (code !== 0) process.exit(code);
}

// the demo's example Pix receiver, so a new user sees the QR code and the copia-e-cola; a deployment sets its own
const demoPix = process.env.SEED_DEMO === '0' ? {} : { PIX_CHAVE: 'pix@locadora-exemplo.com.br', PIX_NOME: 'Locadora Exemplo', PIX_CIDADE: 'São Paulo' };

const api = pnpm(['--filter', '@frota/api', 'start'], {
  cwd: root,
  env: { ...demoPix, ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
