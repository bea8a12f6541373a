import { expect, test } from '../support/test';
import { api, unico } from '../support/api';
import { entrar } from '../support/auth';
import { posicaoDoTraccar } from '../support/traccar';

test('an administrador links a device Traccar sent and no tracker knew; its next position moves the vehicle km', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo({ quilometragem_inicial: 1000 });
  const codigoAntigo = `E2E-ANTIGO-${String(unico())}`;
  await dados.rastreador({ nome_dispositivo: 'GT06 e2e', codigo_identificacao: codigoAntigo, veiculo_id: veiculo.id });
  const imei = `35889905${String(unico()).padStart(7, '0')}`;
  expect(await posicaoDoTraccar(page, imei, 48_000_000, new Date(Date.now() - 10 * 60_000))).toBe(202);

  await page.goto('/rastreadores');
  await page.getByRole('link', { name: 'Dispositivos desconhecidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dispositivos desconhecidos' })).toBeVisible();
  const cartao = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: imei }) });
  await expect(cartao).toContainText(/Último contato há 1[01] min/);
  await cartao.getByRole('button', { name: `Vincular ${imei}` }).click();
  const select = cartao.getByRole('combobox', { name: `Rastreador de ${imei}` });
  await select.selectOption({ label: `${codigoAntigo} — GT06 e2e (${veiculo.placa})` });
  await cartao.getByRole('button', { name: 'Confirmar vínculo' }).click();
  await expect(page.getByText(`Dispositivo vinculado: o rastreador agora tem o código ${imei}.`)).toBeVisible();
  await expect(cartao).toHaveCount(0);

  // the tracker answers to the device's code now: its next position is the vehicle's km and last contact
  expect(await posicaoDoTraccar(page, imei, 48_500_000)).toBe(200);
  await page.goto(`/veiculos/${String(veiculo.id)}/relatorio`);
  await expect(page.getByText('48.500 km')).toBeVisible();
  await expect(page.getByText('Último contato há 1 min')).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver no mapa o local do último contato/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.633308#map=17/-23.55052/-46.633308',
  );
  await page.goto('/rastreadores');
  await page.getByRole('searchbox', { name: 'Buscar rastreadores por nome, código ou placa' }).fill(imei);
  await expect(page.getByRole('row', { name: new RegExp(imei) })).toContainText('há 1 min');
});
