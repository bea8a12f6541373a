// `pnpm dev`: API with tsx watch on 3001, shell on 3000 (proxying /api), each remote on its own dev server.
import { pnpm } from './pnpm.mjs';

const remotes = { fleet: 3011, finance: 3012, incidents: 3013, alerts: 3014, motorista: 3015 };
const env = {
  ...process.env,
  PORT: '3001',
  ...Object.fromEntries(Object.entries(remotes).map(([name, port]) => [
    `REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${port}/remoteEntry.js`,
  ])),
};

const children = [
  pnpm(['--filter', '@frota/api', 'dev'], { env }),
  pnpm(['--filter', '@frota/shell', 'dev']),
  ...Object.keys(remotes).map((name) => pnpm(['--filter', `@frota/mfe-${name}`, 'dev'])),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
