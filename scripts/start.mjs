// `pnpm start`: build the front ends that are not built yet, then serve API, shell and remotes on one port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm, run } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const apps = [
  ['@frota/mfe-fleet', 'mfe-fleet/dist/mf-manifest.json'],
  ['@frota/mfe-finance', 'mfe-finance/dist/mf-manifest.json'],
  ['@frota/mfe-incidents', 'mfe-incidents/dist/mf-manifest.json'],
  ['@frota/mfe-alerts', 'mfe-alerts/dist/mf-manifest.json'],
  ['@frota/shell', 'shell/dist/index.html'],
];

const missing = apps.filter(([, marker]) => !existsSync(join(root, marker))).map(([name]) => name);
if (missing.length > 0) {
  console.log(`Construindo: ${missing.join(', ')}`);
  const code = await run(['-r', ...missing.flatMap((name) => ['--filter', name]), 'build'], { cwd: root });
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
