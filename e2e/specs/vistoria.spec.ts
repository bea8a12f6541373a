import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { hoje } from '../support/dias';

// The hand-over at the car on a phone (issue 34): a whole entrega with two photos, a damage and both signatures, and
// the same with the signal lost in the middle, a reload, then the signal back: one vistoria, its photos once.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const FOTO = (nome: string) => fileURLToPath(new URL(`../fixtures/vistoria/${nome}.jpg`, import.meta.url));

async function contratoNovo(page: Page) {
  const dados = await api(page);
  const veiculo = await dados.veiculo({ quilometragem_inicial: 15000 });
  const motorista = await dados.motorista({ nome: 'Ana Vistoria Souza' });
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: hoje() })) as { id: number };
  return { dados, veiculo, contrato };
}

/** A stroke across a signature's box, as a finger draws it. */
async function assinar(page: Page, tela: Locator) {
  const caixa = (await tela.boundingBox())!;
  await page.mouse.move(caixa.x + 20, caixa.y + caixa.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(caixa.x + 20 + i * 25, caixa.y + caixa.height / 2 + (i % 2 ? 15 : -15));
  await page.mouse.up();
}

async function proximo(page: Page, titulo: string) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
}

/** Steps 1–3: km, fuel, the checklist and the front photo. */
async function atePasso3(page: Page) {
  const km = page.getByRole('textbox', { name: /Quilometragem/ });
  await km.fill('15300');
  await expect(km).toHaveValue('15.300');
  await page.getByRole('radiogroup', { name: 'Combustível' }).getByRole('radio', { name: '6/8' }).click();
  await proximo(page, 'Itens do veículo');
  await page.getByRole('radiogroup', { name: 'Triângulo' }).getByRole('radio', { name: 'Faltando' }).click();
  await proximo(page, 'Fotos');
  await page.getByLabel('Foto: Frente').setInputFiles(FOTO('frente'));
  await expect(page.getByRole('img', { name: 'Foto: Frente' })).toBeVisible();
}

/** Steps 4–5: a damage with its photo, the driver's name and both signatures; then "Concluir vistoria". */
async function doPasso4AoFim(page: Page) {
  await proximo(page, 'Avarias');
  const desenho = page.getByRole('img', { name: /Desenho do carro visto de cima/ });
  const caixa = (await desenho.boundingBox())!;
  await page.mouse.click(caixa.x + caixa.width * 0.3, caixa.y + caixa.height * 0.2);
  await page.getByLabel('Descrição da avaria 1').fill('Risco no para-choque dianteiro');
  await page.getByLabel('Foto: Foto da avaria 1').setInputFiles(FOTO('avaria'));
  await expect(page.getByRole('img', { name: 'Foto 1 da avaria 1' })).toBeVisible();
  await proximo(page, 'Assinaturas');
  await page.getByLabel('Nome do motorista').fill('Ana Vistoria Souza');
  await assinar(page, page.getByLabel('Assinatura do motorista', { exact: true }));
  await expect(page.getByText('Assinatura do motorista ✓')).toBeVisible();
  await assinar(page, page.getByLabel('Assinatura do responsável', { exact: true }));
  await expect(page.getByText('Assinatura do responsável ✓')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir vistoria' }).click();
}

/** What the server holds of the contract's vistorias, and each one's photos (signatures included). */
async function noServidor(page: Page, contratoId: number, headers: Record<string, string>) {
  const lista = await page.request.get(`/api/vistorias?contrato_id=${contratoId}`, { headers });
  const vistorias = (await lista.json()) as { id: number; status: string; avarias: { numero: number; foto_ids: number[] }[] }[];
  const fotos = await Promise.all(
    vistorias.map(async (v) => (await (await page.request.get(`/api/vistorias/${v.id}/fotos`, { headers })).json()) as { angulo: string | null; avaria_numero: number | null }[]),
  );
  return { vistorias, fotos };
}

const FOTOS_DA_ENTREGA = [
  { angulo: 'frente', avaria_numero: null },
  { angulo: null, avaria_numero: 1 },
  { angulo: 'assinatura_motorista', avaria_numero: null },
  { angulo: 'assinatura_responsavel', avaria_numero: null },
];

test('a whole entrega on a phone: two photos, a damage mark, both signatures, and its PDF', async ({ page }) => {
  await entrar(page);
  const { dados, veiculo, contrato } = await contratoNovo(page);
  await page.goto(`/contratos/${contrato.id}/editar`);
  await page.getByRole('link', { name: 'Vistoria de entrega' }).click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${veiculo.id}/vistoria\\?contrato=${contrato.id}&tipo=entrega$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vistoria de entrega' })).toBeVisible();
  await atePasso3(page);
  await doPasso4AoFim(page);
  await expect(page.getByText('Vistoria enviada.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const { vistorias, fotos } = await noServidor(page, contrato.id, dados.headers);
  expect(vistorias).toHaveLength(1);
  expect(vistorias[0]).toMatchObject({ status: 'concluida', avarias: [{ numero: 1, foto_ids: [expect.any(Number)] }] });
  expect(fotos[0]!.map(({ angulo, avaria_numero }) => ({ angulo, avaria_numero }))).toEqual(FOTOS_DA_ENTREGA);

  const baixado = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Termo de vistoria (PDF)' }).click();
  const pdf = await (await baixado).createReadStream();
  const bytes: Buffer[] = [];
  for await (const parte of pdf) bytes.push(parte as Buffer);
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
});

test('no signal in the middle: kept on the phone through a reload, sent once when the signal returns', async ({ page, context }) => {
  await entrar(page);
  const { dados, veiculo, contrato } = await contratoNovo(page);
  // the installed app: its service worker keeps the remotes' files it serves from the next navigation on
  await page.goto('/');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
  await page.goto(`/veiculos/${veiculo.id}/vistoria?contrato=${contrato.id}&tipo=entrega`);
  await atePasso3(page);

  await context.setOffline(true);
  await doPasso4AoFim(page);
  await expect(page.getByText(/^Aguardando envio: a vistoria e 4 fotos estão guardadas neste aparelho/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Aguardando envio: a vistoria e 4 fotos/)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Vistoria enviada.')).toBeVisible();
  // one vistoria, each photo once
  const { vistorias, fotos } = await noServidor(page, contrato.id, dados.headers);
  expect(vistorias).toHaveLength(1);
  expect(vistorias[0]!.status).toBe('concluida');
  expect(vistorias[0]!.avarias[0]!.foto_ids).toHaveLength(1);
  expect(fotos[0]!.map(({ angulo, avaria_numero }) => ({ angulo, avaria_numero }))).toEqual(FOTOS_DA_ENTREGA);
});
