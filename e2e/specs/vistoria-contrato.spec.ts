import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje } from '../support/dias';
import { escolher } from '../support/formulario';

// The hand-over from the contract's side (issue 34), on a phone: a new contract goes on to its page with the vistoria
// de entrega first; a concluded entrega shows there with its Termo; "Encerrar contrato" offers the devolução; a damage
// charged at the return reads as what it is on the payments list.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const ASSINATURA = readFileSync(fileURLToPath(new URL('../fixtures/vistoria/frente.jpg', import.meta.url)));

type Dados = Awaited<ReturnType<typeof api>>;

/** A vistoria concluded through the API as the phone sends it: the record, both signatures, then the conclusion. */
async function vistoriaConcluida(page: Page, dados: Dados, corpo: Record<string, unknown>): Promise<number> {
  const criada = await page.request.post('/api/vistorias', {
    headers: dados.headers,
    data: { realizada_em: new Date().toISOString(), combustivel_oitavos: 6, itens: [], avarias: [], observacoes: null, assinado_por_motorista: 'Lia Entrega Costa', status: 'rascunho', ...corpo },
  });
  expect(criada.status(), await criada.text()).toBe(201);
  const { id, versao, contrato: _c, veiculo: _v, ...campos } = (await criada.json()) as { id: number; versao: number } & Record<string, unknown>;
  for (const angulo of ['assinatura_motorista', 'assinatura_responsavel']) {
    const foto = await page.request.post(`/api/vistorias/${id}/fotos`, {
      headers: dados.headers,
      multipart: { angulo, arquivo: { name: `${angulo}.jpg`, mimeType: 'image/jpeg', buffer: ASSINATURA } },
    });
    expect(foto.status(), await foto.text()).toBe(201);
  }
  const concluida = await page.request.put(`/api/vistorias/${id}`, { headers: { ...dados.headers, 'if-match': `"${versao}"` }, data: { ...campos, status: 'concluida' } });
  expect(concluida.status(), await concluida.text()).toBe(200);
  return id;
}

async function semRolagemLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a new contract lands on its page with the entrega first; a concluded entrega shows with its Termo; Encerrar offers the devolução', async ({ page }) => {
  // a contract through the form, a vistoria through the API, a PDF and the settlement: past 30 s on a busy machine
  test.slow();
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo({ quilometragem_inicial: 15000 });
  const motorista = await dados.motorista({ nome: 'Lia Entrega Costa' });

  await page.goto('/contratos/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeVisible();
  await escolher(page, 'Motorista', motorista.cpf, /Lia Entrega Costa/);
  await escolher(page, 'Veículo', veiculo.placa.replace('-', '').toLowerCase(), veiculo.placa);
  await page.getByLabel('Data de início').fill(hoje());
  await page.getByLabel('Aluguel semanal (R$)').fill('650');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contrato cadastrado com sucesso!')).toBeVisible();

  await expect(page).toHaveURL(/\/contratos\/\d+\/editar\?novo=1$/, { timeout: 5_000 });
  const contratoId = Number(/\/contratos\/(\d+)\//.exec(page.url())![1]);
  const vistorias = page.getByRole('region', { name: 'Vistorias' });
  await expect(vistorias.getByText('Contrato salvo. Faça a vistoria de entrega com o motorista, no carro.')).toBeVisible();
  const entrega = vistorias.getByRole('link', { name: 'Vistoria de entrega' });
  await expect(entrega).toHaveAttribute('href', `/veiculos/${veiculo.id}/vistoria?contrato=${contratoId}&tipo=entrega`);
  // the primary button: solid, filled with the primary colour, not an outline
  const fundo = await entrega.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(fundo).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  await expect(vistorias.getByRole('link', { name: /devolução/ })).toHaveCount(0);
  await semRolagemLateral(page);

  // the entrega done at the car (the phone's whole flow is vistoria.spec.ts)
  await vistoriaConcluida(page, dados, { contrato_id: contratoId, veiculo_id: veiculo.id, tipo: 'entrega', quilometragem: 15300 });
  await page.goto(`/contratos/${contratoId}/editar`);
  await expect(vistorias.getByText(`Entrega feita em ${dataBr(hoje())}, 15.300 km`)).toBeVisible();
  await expect(vistorias.getByRole('link', { name: 'Vistoria de entrega' })).toHaveCount(0);
  const baixado = page.waitForEvent('download');
  await vistorias.getByRole('button', { name: 'Termo de vistoria de entrega' }).click();
  const pdf = await (await baixado).createReadStream();
  const bytes: Buffer[] = [];
  for await (const parte of pdf) bytes.push(parte as Buffer);
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  const devolucao = `/veiculos/${veiculo.id}/vistoria?contrato=${contratoId}&tipo=devolucao`;
  await expect(vistorias.getByRole('link', { name: 'Vistoria de devolução' })).toHaveAttribute('href', devolucao);
  await semRolagemLateral(page);

  await page.getByRole('button', { name: 'Encerrar contrato' }).click();
  const encerrar = page.getByRole('dialog', { name: 'Encerrar contrato' });
  await expect(encerrar.getByText('A vistoria de devolução pode ser feita antes ou depois de encerrar o contrato.')).toBeVisible();
  await expect(encerrar.getByRole('link', { name: 'Vistoria de devolução' })).toHaveAttribute('href', devolucao);
  await expect(encerrar.getByLabel('Prévia do acerto')).toContainText('Saldo devedor');
  await encerrar.getByRole('button', { name: 'Confirmar encerramento' }).click();
  await expect(encerrar).toContainText(`Contrato encerrado em ${dataBr(hoje())}.`);
  await expect(encerrar.getByRole('button', { name: 'Voltar para contratos' })).toBeVisible();
  await semRolagemLateral(page);
  await encerrar.getByRole('link', { name: 'Vistoria de devolução' }).click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${veiculo.id}/vistoria\\?contrato=${contratoId}&tipo=devolucao$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vistoria de devolução' })).toBeVisible();
});

test('a damage charged at the return reads as what it is on the payments list and its form, on a phone', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo({ quilometragem_inicial: 20000 });
  const motorista = await dados.motorista({ nome: 'Lia Entrega Costa' });
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: hoje() })) as { id: number };
  const refs = { contrato_id: contrato.id, veiculo_id: veiculo.id };
  await vistoriaConcluida(page, dados, { ...refs, tipo: 'entrega', quilometragem: 20000 });
  const devolucao = await vistoriaConcluida(page, dados, {
    ...refs,
    tipo: 'devolucao',
    quilometragem: 20800,
    avarias: [{ numero: 1, x: 0.5, y: 0.9, descricao: 'Para-choque traseiro riscado', gravidade: 'leve', foto_ids: [] }],
  });
  const cobranca = await page.request.post(`/api/vistorias/${devolucao}/cobrancas`, { headers: dados.headers, data: { avaria_numero: 1, valor: 350 } });
  expect(cobranca.status(), await cobranca.text()).toBe(201);
  const { id } = (await cobranca.json()) as { id: number };
  const descricao = 'Avaria 1 (leve) na devolução: Para-choque traseiro riscado';

  await page.goto('/pagamentos');
  await page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(veiculo.placa);
  const cartao = page.getByRole('listitem').filter({ hasText: descricao });
  await expect(cartao).toHaveCount(1);
  await expect(cartao.getByText('Avulso', { exact: true })).toBeVisible();
  await expect(cartao.getByText(descricao)).toBeVisible();
  await semRolagemLateral(page);

  await page.goto(`/pagamentos/${id}/editar`);
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue(descricao);
  await expect(page.getByRole('textbox', { name: 'Descrição' })).not.toBeEditable();
  await semRolagemLateral(page);
});
