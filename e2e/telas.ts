// Screenshots of the screens used all day, at a phone's 390 px and a laptop's 1280 px, for docs/telas/.
// Run against a started app (`pnpm start` with the demo data): BASE_URL=http://127.0.0.1:3000 pnpm exec tsx e2e/telas.ts
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const DESTINO = fileURLToPath(new URL('../docs/telas/', import.meta.url));
const TELAS = [
  ['/', 'dashboard', 'Dashboard'],
  ['/pagamentos', 'pagamentos', 'Pagamentos'],
  ['/veiculos', 'veiculos', 'Veículos'],
  ['/cobranca', 'cobranca', 'Cobrança'],
] as const;

mkdirSync(DESTINO, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const largura of [390, 1280]) {
    const context = await browser.newContext({ baseURL: BASE, locale: 'pt-BR', viewport: { width: largura, height: largura < 768 ? 844 : 800 } });
    const page = await context.newPage();
    const login = await page.request.post('/api/login', { data: { email: 'admin@frota.com.br', senha: 'frota2026' } });
    const { token } = (await login.json()) as { token: string };
    await page.goto('/login');
    await page.evaluate((t) => window.localStorage.setItem('token', t), token);
    for (const [path, nome, titulo] of TELAS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DESTINO}${nome}-${largura}.png` });
      console.log(`docs/telas/${nome}-${largura}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
