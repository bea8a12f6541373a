import { expect, test, type Locator, type Page } from '../support/test';
import { api } from '../support/api';
import { login } from '../support/auth';

// Reading offline (issue 33): what was loaded is kept in IndexedDB and shown after a reload without a connection,
// under a banner that says how old it is.

const BANNER = /^Sem conexão — dados de (\d{2}:\d{2})/;

/** The keys of the reads the app saved for offline (IndexedDB "frota", store "cache", as the kit writes it). */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('frota');
        // the kit's store, should this open come first
        open.onupgradeneeded = () => open.result.createObjectStore('cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('cache').objectStore('cache').get('consultas');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const saved = typeof read.result === 'string' ? (JSON.parse(read.result) as { clientState: { queries: { queryKey: unknown[] }[] } }) : null;
            resolve(saved ? saved.clientState.queries.map((q) => JSON.stringify(q.queryKey)) : []);
          };
        };
      }),
  );
}

/** Every "HH:MM" in São Paulo from `from` to `to`: the banner's time is one of them. */
function minutesBetween(from: number, to: number): string[] {
  const hhmm = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const out: string[] = [];
  for (let t = from - (from % 60_000); t <= to; t += 60_000) out.push(hhmm.format(t));
  return out;
}

/** The banner, below the fixed top bar (not behind it), saying when the data shown was fetched. */
async function expectBanner(page: Page, minutes: string[]): Promise<Locator> {
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  const time = BANNER.exec((await banner.textContent()) ?? '')?.[1];
  expect(minutes).toContain(time);
  const bar = (await page.getByRole('banner').boundingBox())!;
  const box = (await banner.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  return banner;
}

test('offline, a reload shows the vehicles and the statement seen before, under "Sem conexão — dados de HH:MM"; "Sair" deletes them', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  // the service worker keeps the app shell and, from the next navigation on, the remotes' files it serves
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
  const dados = await api(page);
  const { placa } = await dados.veiculo();
  const cobranca = await page.request.get('/api/cobranca?page=1&pageSize=1', { headers: dados.headers });
  const [devedor] = (await cobranca.json()) as { motorista: { id: number; nome: string } }[];
  expect(devedor).toBeDefined();
  const { id, nome } = devedor!.motorista;

  const antes = Date.now();
  await page.goto('/veiculos');
  const veiculo = page.getByRole('row').filter({ hasText: placa });
  await expect(veiculo).toBeVisible();
  // saved at most a second after it loaded
  await expect.poll(async () => (await savedKeys(page)).join(' ')).toContain('"veiculos","list"');
  await page.goto(`/motoristas/${id}/extrato`);
  await expect(page.getByRole('heading', { level: 1, name: `Extrato — ${nome}` })).toBeVisible();
  const lancamentos = page.getByRole('region', { name: 'Lançamentos' }).getByRole('row');
  await expect(lancamentos.nth(1)).toBeVisible();
  const linhas = await lancamentos.count();
  const saldo = await page.getByTestId('saldo').textContent();
  // the list stays saved beside the statement
  await expect.poll(async () => (await savedKeys(page)).join(' ')).toMatch(/"veiculos","list".*"extrato"|"extrato".*"veiculos","list"/);
  const depois = Date.now();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Extrato — ${nome}` })).toBeVisible();
  await expect(lancamentos).toHaveCount(linhas);
  await expect(page.getByTestId('saldo')).toHaveText(saldo ?? '');
  await expectBanner(page, minutesBetween(antes, depois));
  await expect(page.getByText('Erro ao carregar o extrato')).toBeHidden();

  await page.goto('/veiculos');
  await expect(veiculo).toBeVisible();
  await expectBanner(page, minutesBetween(antes, depois));
  await expect(page.getByText(/Erro ao carregar veículos/)).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeHidden();
  await expect(veiculo).toBeVisible();
  // online, a reload reads afresh: a vehicle added meanwhile shows beside the saved rows
  const novo = await dados.veiculo();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: novo.placa })).toBeVisible();

  // "Sair" leaves nothing of the session on this device
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('group', { name: 'Conta' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await savedKeys(page)).toEqual([]);
});
