import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';
import { separados } from '../support/alvo';
import { entrarComoMotorista, linkDoMotorista } from '../support/motorista';

// Every list at a phone's 390 px and a laptop's 1024, 1280 and 1440 px, with a 150-character driver name in the data:
// no control over another, every row's actions inside the window, nothing scrolling sideways (the page or a table's
// box: a table too wide folds columns away instead, issue 33).

const NOME_LONGO = `Maria ${'Aparecida dos Santos Oliveira Pereira '.repeat(4)}`.slice(0, 150).trim();
const LARGURAS = [390, 1024, 1280, 1440];

interface Semeado {
  veiculoId: number;
}
let semeado: Semeado | null = null;

/** The driver with the long name, renting a car, with a charge overdue, a fine and an accident; once per worker. */
async function semear(page: Page): Promise<Semeado> {
  if (semeado) return semeado;
  const dados = await api(page);
  const motorista = await dados.motorista({ nome: NOME_LONGO });
  const veiculo = await dados.veiculo();
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: dia })) as { id: number };
  await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -7), valor_pago: 650, status_pagamento: 'atrasado' });
  const momento = `${maisDias(dia, -3)}T12:00:00Z`;
  await dados.multa({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_multa: momento, data_vencimento: `${maisDias(dia, 20)}T12:00:00Z`, valor_multa: 195.23, motivo: 'Avançar o sinal vermelho', transferido_para_condutor: false });
  await dados.sinistro({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_sinistro: maisDias(dia, -2), descricao: 'Retrovisor quebrado', custo_reparo: 1000 });
  semeado = { veiculoId: veiculo.id };
  return semeado;
}

const LISTAS: { path: (s: Semeado) => string; titulo: string; comNome: boolean }[] = [
  { path: () => '/veiculos', titulo: 'Veículos', comNome: true },
  { path: () => '/motoristas', titulo: 'Motoristas', comNome: true },
  { path: () => '/contratos', titulo: 'Contratos', comNome: true },
  { path: () => '/pagamentos', titulo: 'Pagamentos', comNome: true },
  { path: () => '/cobranca', titulo: 'Cobrança', comNome: true },
  { path: () => '/conciliacao', titulo: 'Conciliação', comNome: false },
  // the day's reminders (issue 36): the long-named driver is a week late, on the schedule's last step
  { path: () => '/cobranca?aba=hoje', titulo: 'Cobrança', comNome: true },
  { path: () => '/manutencoes', titulo: 'Manutenções', comNome: false },
  { path: () => '/multas', titulo: 'Multas', comNome: true },
  { path: () => '/sinistros', titulo: 'Sinistros', comNome: true },
  { path: () => '/rastreadores', titulo: 'Rastreadores', comNome: false },
  { path: () => '/dispositivos-desconhecidos', titulo: 'Dispositivos desconhecidos', comNome: false },
  { path: () => '/documentos', titulo: 'Documentos', comNome: false },
  { path: () => '/planos', titulo: 'Planos', comNome: false },
  { path: () => '/alertas', titulo: 'Alertas', comNome: false },
  { path: () => '/usuarios', titulo: 'Usuários', comNome: false },
  { path: () => '/auditoria', titulo: 'Auditoria', comNome: false },
  { path: (s) => `/veiculos/${s.veiculoId}/pagamentos`, titulo: 'Pagamentos do veículo', comNome: false },
];

interface Medida {
  sobrepostos: string[];
  foraDaJanela: string[];
  caixasComRolagem: string[];
  paginaRola: boolean;
}

/** What a person would see wrong on the page: controls over each other, row actions past the edge, sideways scroll. */
function medir(page: Page): Promise<Medida> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const nome = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 60);
    const visivel = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const controles = [...main.querySelectorAll('button, a, input, select, [data-tone]')].filter(visivel);
    const caixas = controles.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const sobrepostos: string[] = [];
    caixas.forEach((a, i) => {
      for (const b of caixas.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const cruzam = a.r.left < b.r.right - 1 && b.r.left < a.r.right - 1 && a.r.top < b.r.bottom - 1 && b.r.top < a.r.bottom - 1;
        if (cruzam) sobrepostos.push(`${nome(a.el)} × ${nome(b.el)}`);
      }
    });
    const acoes = [...main.querySelectorAll('tbody button, tbody a, [data-card] button, [data-card] a')].filter(visivel);
    const foraDaJanela = acoes
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < 0 || r.right > window.innerWidth + 0.5;
      })
      .map(nome);
    const caixasComRolagem = [...main.querySelectorAll('*')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.tagName + (el.getAttribute('aria-label') ? ` ${el.getAttribute('aria-label')}` : ''));
    return { sobrepostos, foraDaJanela, caixasComRolagem, paginaRola: document.documentElement.scrollWidth > window.innerWidth };
  });
}

const LIMPO: Medida = { sobrepostos: [], foraDaJanela: [], caixasComRolagem: [], paginaRola: false };
const janela = (largura: number) => ({ width: largura, height: largura < 768 ? 844 : 800 });

// One load per list, measured at each width in turn: the layout follows the window (CSS and the breakpoint hooks),
// as it does when a laptop's window is resized; each measure waits for the page to settle at its width.
test(`every list at ${LARGURAS.join(', ')} px: no overlap, every row action in the window, no sideways scroll`, async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(janela(LARGURAS[0]!));
  await entrar(page);
  const s = await semear(page);
  for (const lista of LISTAS) {
    await test.step(lista.path(s), async () => {
      await page.setViewportSize(janela(LARGURAS[0]!));
      await page.goto(lista.path(s));
      for (const largura of LARGURAS) {
        await page.setViewportSize(janela(largura));
        await expect(page.getByRole('heading', { level: 1, name: lista.titulo })).toBeVisible();
        const main = page.getByRole('main');
        const linha = main.locator('tbody tr, [data-card]').or(main.getByRole('listitem')).first();
        await expect(lista.comNome ? main.getByText(NOME_LONGO).first() : linha.or(main.getByText(/^Nenhum/)).first()).toBeVisible();
        await expect.poll(() => medir(page), { message: `${lista.path(s)} a ${largura} px` }).toEqual(LIMPO);
      }
    });
  }
});

// The driver's own page (issue 37): its sign-in from the link, and each tab of a driver signed in.
const ABAS_DO_MOTORISTA = [
  { path: '/motorista/', titulo: 'Saldo' },
  { path: '/motorista/extrato', titulo: 'Extrato' },
  { path: '/motorista/contrato', titulo: 'Contrato' },
  { path: '/motorista/multas', titulo: 'Multas' },
  { path: '/motorista/avisos', titulo: 'Avisos' },
];

test(`the driver's sign-in at ${LARGURAS.join(', ')} px: no overlap, no sideways scroll`, async ({ page }) => {
  await page.goto('/motorista/entrar#link-de-teste');
  for (const largura of LARGURAS) {
    await page.setViewportSize(janela(largura));
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page.getByLabel('Data de nascimento')).toBeVisible();
    await expect.poll(() => medir(page), { message: `${largura} px` }).toEqual(LIMPO);
  }
});

test(`every tab of the driver's page at ${LARGURAS.join(', ')} px: no overlap, no sideways scroll`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(janela(LARGURAS[0]!));
  await entrar(page);
  const dados = await api(page);
  const motorista = await dados.motorista({ nome: NOME_LONGO, data_nascimento: '1990-05-01' });
  const veiculo = await dados.veiculo();
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -14) })) as { id: number };
  await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -7), valor_pago: 650, status_pagamento: 'atrasado' });
  await dados.multa({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_multa: `${maisDias(dia, -3)}T12:00:00Z`, data_vencimento: `${maisDias(dia, 20)}T12:00:00Z`, valor_multa: 195.23, motivo: 'Avançar o sinal vermelho', transferido_para_condutor: false });
  await entrarComoMotorista(page, await linkDoMotorista(page, dados.headers, motorista.id), '01/05/1990');
  for (const aba of ABAS_DO_MOTORISTA) {
    await test.step(aba.path, async () => {
      await page.setViewportSize(janela(LARGURAS[0]!));
      await page.goto(aba.path);
      for (const largura of LARGURAS) {
        await page.setViewportSize(janela(largura));
        await expect(page.getByRole('heading', { level: 1, name: aba.titulo })).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        await expect.poll(() => medir(page), { message: `${aba.path} a ${largura} px` }).toEqual(LIMPO);
      }
    });
  }
});

test('a payment card at 390 px is at most 200 px tall, the long name on one line, with one primary action and the rest under "⋯"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page);
  await semear(page);
  await page.goto('/pagamentos');
  const cartao = page.getByRole('list', { name: 'Pagamentos' }).getByRole('listitem').filter({ hasText: 'Atrasado' }).filter({ hasText: 'Maria Aparecida' }).first();
  await expect(cartao).toBeVisible();
  expect((await cartao.boundingBox())!.height).toBeLessThanOrEqual(200);
  await expect(cartao).not.toContainText('ID');
  const acoes = cartao.getByRole('group', { name: /^Ações de / });
  const receber = acoes.getByRole('button', { name: /^Registrar recebimento de [A-Z]{3}-\w{4} — Maria Aparecida/ });
  await expect(receber).toHaveText('Receber');
  await expect(cartao.getByRole('link', { name: /^Editar / })).toHaveCount(0);
  await cartao.getByRole('button', { name: /^Mais ações de / }).click();
  await cartao.getByRole('link', { name: /^Editar pagamento de / }).click();
  await expect(page).toHaveURL(/\/pagamentos\/\d+\/editar$/);
});

test('at 1280 px a toast stays clear of the open sheet\'s title', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await entrar(page);
  await semear(page);
  await page.goto('/pagamentos');
  await page.getByRole('button', { name: /^Registrar recebimento de [A-Z]{3}-\w{4} — Maria Aparecida/ }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Registrar recebimento' });
  await dialogo.getByRole('button', { name: 'Copiar código' }).click();
  const toast = page.getByText('Código Pix copiado').first();
  await expect(toast).toBeVisible();
  await expect.poll(() => separados(toast, dialogo.getByRole('heading', { name: 'Registrar recebimento' }))).toBe(true);
});
