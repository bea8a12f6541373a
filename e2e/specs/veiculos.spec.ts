import { expect, test, type Page } from '../support/test';
import { api, novaPlaca, unico } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';

async function buscar(page: Page, texto: string) {
  await page.getByRole('searchbox').fill(texto);
}

test('create, edit and delete a vehicle with the SPEC texts', async ({ page }) => {
  const placa = novaPlaca();
  await entrar(page);
  await page.goto('/veiculos');
  await expect(page.getByRole('columnheader', { name: 'Placa' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/veiculos\/novo$/);

  const salvar = page.getByRole('button', { name: 'Salvar' });
  await page.getByLabel('Placa').fill('AB12');
  await expect(page.getByText('Formato inválido. Use ABC1234 (padrão antigo) ou ABC1D23 (Mercosul)')).toBeVisible();
  await expect(salvar).toBeDisabled();

  await page.getByLabel('Placa').fill(placa.replace('-', '').toLowerCase());
  await expect(page.getByLabel('Placa')).toHaveValue(placa);
  await page.getByLabel('Modelo').fill('onix plus');
  await page.getByLabel('Marca').fill('chevrolet');
  await page.getByLabel('Ano de fabricação').fill('2023');
  // typed as a Brazilian types a mileage, thousands dot included (issue 31)
  await page.getByLabel('Quilometragem inicial').pressSequentially('15.300');
  await expect(page.getByLabel('Quilometragem inicial')).toHaveValue('15.300');
  await page.getByLabel('Data de aquisição').fill('2024-03-15');
  await page.getByLabel('Valor de compra').fill('82990.50');
  await expect(salvar).toBeEnabled();
  await salvar.click();
  await expect(page.getByText('Veículo criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/veiculos$/, { timeout: 5_000 });

  await buscar(page, placa);
  const linha = page.getByRole('row', { name: new RegExp(placa) });
  await expect(linha).toContainText('ONIX PLUS');
  await expect(linha).toContainText('CHEVROLET');
  await expect(linha).toContainText('15.300 km');

  await linha.getByRole('link', { name: `Editar ${placa}` }).click();
  await expect(page).toHaveURL(/\/veiculos\/\d+\/editar$/);
  await expect(page.getByLabel('Modelo')).toHaveValue('ONIX PLUS');
  await expect(page.getByLabel('Quilometragem inicial')).toHaveValue('15.300');
  await page.getByLabel('Modelo').fill('tracker');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Veículo atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/veiculos$/, { timeout: 5_000 });

  await buscar(page, placa);
  await expect(linha).toContainText('TRACKER');
  await linha.getByRole('button', { name: `Excluir ${placa}` }).click();
  const dialogo = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialogo).toContainText('Tem certeza que deseja excluir este veículo?');
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Veículo excluído com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);
});

test('a plate of digits only keeps the submit button disabled', async ({ page }) => {
  await entrar(page);
  await page.goto('/veiculos/novo');
  await page.getByLabel('Placa').fill('1234567');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

test('a row click opens the vehicle report', async ({ page }) => {
  await entrar(page);
  await page.goto('/veiculos');
  const primeira = page.getByRole('row').nth(1);
  await primeira.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/veiculos\/\d+\/relatorio$/);
});

test('the list says where each car is: current km, situação and driver, filtered on the server, on a phone card too (issue 33)', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  // one model of this run for the three, so a search lists them alone among the other tests' rows
  const modelo = `SITUACAO ${String(unico())}`;
  const helena = await dados.motorista({ nome: 'Helena Prado' });
  const caio = await dados.motorista({ nome: 'Caio Nunes' });

  const alugado = await dados.veiculo({ modelo, quilometragem_inicial: 1000 });
  await dados.contrato({ veiculo_id: alugado.id, motorista_id: helena.id, data_inicio: maisDias(hoje(), -3) });
  // its current km is the tracker's reading, as in the report
  await dados.rastreador({ veiculo_id: alugado.id, km_atual: 23456 });
  const livre = await dados.veiculo({ modelo, quilometragem_inicial: 5000 });
  const oficina = await dados.veiculo({ modelo, quilometragem_inicial: 8000 });
  await dados.contrato({ veiculo_id: oficina.id, motorista_id: caio.id, data_inicio: maisDias(hoje(), -10) });
  await dados.manutencao({
    veiculo_id: oficina.id,
    tipo_manutencao: 'corretiva',
    descricao: 'Troca da embreagem',
    data_manutencao: hoje(),
    quilometragem: 8000,
    custo: 1200,
    status_atual: 'agendada',
  });

  await page.goto('/veiculos');
  await buscar(page, modelo);
  const linha = (placa: string) => page.getByRole('row', { name: new RegExp(placa) });
  await expect(linha(alugado.placa)).toContainText('23.456 km');
  await expect(linha(alugado.placa)).toContainText('Alugado');
  await expect(linha(alugado.placa)).toContainText('Helena Prado');
  await expect(linha(livre.placa)).toContainText('5.000 km');
  await expect(linha(livre.placa)).toContainText('Disponível');
  // rented and in the workshop: the workshop, and who has the car
  await expect(linha(oficina.placa)).toContainText('Em manutenção');
  await expect(linha(oficina.placa)).toContainText('Caio Nunes');

  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Em manutenção' });
  await expect(page).toHaveURL(/situacao=manutencao/);
  await expect(linha(oficina.placa)).toBeVisible();
  await expect(linha(alugado.placa)).toHaveCount(0);
  await expect(linha(livre.placa)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Disponível' });
  await expect(linha(livre.placa)).toBeVisible();
  await expect(linha(oficina.placa)).toHaveCount(0);

  // at 390 px each car is a card with its chip and its driver
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Filtros (1)' }).click();
  const filtros = page.getByRole('dialog', { name: 'Filtros' });
  const situacao = filtros.getByRole('combobox', { name: 'Situação' });
  expect((await situacao.boundingBox())!.height).toBeGreaterThanOrEqual(43.99);
  await situacao.selectOption({ label: 'Alugado' });
  await expect(page).toHaveURL(/situacao=alugado/);
  await filtros.getByRole('button', { name: 'Fechar' }).click();
  const cartao = page.getByRole('list', { name: 'Veículos' }).getByRole('listitem').filter({ hasText: alugado.placa });
  await expect(cartao).toContainText('Alugado');
  await expect(cartao).toContainText('Helena Prado');
  await expect(cartao).toContainText('23.456 km');
});
