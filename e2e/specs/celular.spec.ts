import { expect, test, type Locator, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';

// The "celular" project (390×844, touch, Chrome on Android): every list is cards, nothing scrolls sideways, every
// control of the list is a 44 px target, and a card's action names its record.

interface Lista {
  path: string;
  titulo: string;
  /** Opens one card action and checks where it leads. */
  acao: (page: Page, cartoes: Locator) => Promise<void>;
}

async function editar(page: Page, cartoes: Locator, titulo: RegExp) {
  // a list with an action of its own (a driver's "Extrato") keeps Editar under the card's "⋯"
  const link = cartoes.first().getByRole('link', { name: /^Editar / });
  if (await link.isHidden()) {
    await cartoes.first().getByRole('button', { name: /^Mais ações de / }).click();
  } else {
    // the card's primary action: its row but the "⋯" beside it
    expect((await link.boundingBox())!.width).toBeGreaterThan((await cartoes.first().boundingBox())!.width * 0.7);
  }
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page).toHaveURL(/\/\d+\/editar$/);
}

const LISTAS: Lista[] = [
  { path: '/veiculos', titulo: 'Veículos', acao: (page, c) => editar(page, c, /Editar veículo/) },
  { path: '/motoristas', titulo: 'Motoristas', acao: (page, c) => editar(page, c, /Editar motorista/) },
  { path: '/contratos', titulo: 'Contratos', acao: (page, c) => editar(page, c, /Editar contrato/) },
  {
    path: '/pagamentos',
    titulo: 'Pagamentos',
    acao: async (page, cartoes) => {
      // on a card the action names whose rent it is and how much: "… de ABC-1D23 — Ana Souza, R$ 640,00"
      const registrar = cartoes.getByRole('button', { name: /^Registrar recebimento de [A-Z]{3}-\w{4} — .+, R\$\s[\d.]+,\d{2}$/ }).first();
      await registrar.click();
      await expect(page.getByRole('dialog', { name: 'Registrar recebimento' })).toBeVisible();
    },
  },
  { path: '/manutencoes', titulo: 'Manutenções', acao: (page, c) => editar(page, c, /Editar manutenção/) },
  { path: '/multas', titulo: 'Multas', acao: (page, c) => editar(page, c, /Editar multa/) },
  { path: '/sinistros', titulo: 'Sinistros', acao: (page, c) => editar(page, c, /Editar sinistro/) },
  { path: '/rastreadores', titulo: 'Rastreadores', acao: (page, c) => editar(page, c, /Editar rastreador/) },
];

async function semRolagemLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** Every visible button, link, input and select of the list (its toolbar, sort, cards and pages) is 44 px tall. */
async function alvosDe44(area: Locator) {
  const baixos = await area.locator('button, a, input, select').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ alvo: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, altura: el.getBoundingClientRect().height }))
      .filter(({ altura }) => altura < 44),
  );
  expect(baixos).toEqual([]);
}

/** No button or link text spills out of its box (a long record name wraps). */
async function semTransbordar(area: Locator) {
  const transbordam = await area.locator('button, a').evaluateAll((els) =>
    els.filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent?.trim()),
  );
  expect(transbordam).toEqual([]);
}

for (const lista of LISTAS) {
  test(`${lista.path}: cards, no sideways scroll, 44 px targets, and a card action`, async ({ page }) => {
    await entrar(page);
    await page.goto(lista.path);
    const cartoes = page.getByRole('list', { name: lista.titulo }).getByRole('listitem');
    await expect(cartoes.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    await semRolagemLateral(page);
    await alvosDe44(page.getByRole('main'));
    await semTransbordar(page.getByRole('main'));
    await lista.acao(page, cartoes);
    await semRolagemLateral(page);
  });
}

test('/pagamentos: the filters wait in the "Filtros" sheet, which counts the active ones; search stays visible', async ({ page }) => {
  await entrar(page);
  await page.goto('/pagamentos');
  await expect(page.getByRole('list', { name: 'Pagamentos' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const filtros = page.getByRole('dialog', { name: 'Filtros' });
  await filtros.getByRole('combobox', { name: 'Status' }).selectOption('pago');
  await expect(page).toHaveURL(/status_pagamento=pago/);
  await filtros.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await semRolagemLateral(page);
});

test('/alertas: cards, no sideways scroll', async ({ page }) => {
  await entrar(page);
  await page.goto('/alertas');
  await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtros/ })).toBeVisible();
  const cartoes = page.getByRole('list', { name: 'Alertas' }).getByRole('listitem');
  await expect(cartoes.first().or(page.getByText('Nenhum alerta encontrado'))).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await semRolagemLateral(page);
});

test('/cobranca: cards, no sideways scroll, and "Ver extrato" opens the statement', async ({ page }) => {
  await entrar(page);
  await page.goto('/cobranca');
  const cartoes = page.getByRole('list', { name: 'Motoristas em atraso' }).getByRole('listitem');
  await expect(cartoes.first()).toBeVisible();
  await semRolagemLateral(page);
  await cartoes.first().getByRole('link', { name: /^Ver extrato de / }).click();
  await expect(page).toHaveURL(/\/motoristas\/\d+\/extrato$/);
  await semRolagemLateral(page);
});

test('/auditoria and a form\'s Histórico: cards, no sideways scroll, even with a long unbroken value changed', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo({ observacoes: null });
  // a link pasted into the notes: one long word the phrase "alterou … de … para …" must still wrap
  const laudo = 'https://laudos.exemplo.com.br/2026/11/vistoria_completa_com_fotos_e_assinatura_do_motorista.pdf';
  const { placa, modelo, marca, ano_fabricacao, quilometragem_inicial, data_aquisicao, valor_compra } = veiculo as unknown as Record<string, unknown>;
  const campos = { placa, modelo, marca, ano_fabricacao, quilometragem_inicial, data_aquisicao, valor_compra, observacoes: laudo };
  const alterado = await page.request.put(`/api/veiculos/${veiculo.id}`, { data: campos, headers: { ...dados.headers, 'if-match': '"1"' } });
  expect(alterado.status(), await alterado.text()).toBe(200);

  await page.goto('/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  await expect(page.getByRole('main').getByText(laudo).first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await semRolagemLateral(page);
  await alvosDe44(page.getByRole('main'));

  await page.goto(`/veiculos/${veiculo.id}/editar`);
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText(laudo);
  await semRolagemLateral(page);
});

test('an edit page: every control of the form is a 44 px target, its footer\'s Cancelar and Salvar too', async ({ page }) => {
  await entrar(page);
  await page.goto('/veiculos/novo');
  const form = page.getByRole('main').locator('form');
  await expect(form.getByRole('button', { name: 'Salvar' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Cancelar' })).toBeVisible();
  await alvosDe44(form);
  await semRolagemLateral(page);
});
