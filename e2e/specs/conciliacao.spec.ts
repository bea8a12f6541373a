import { expect, test } from '../support/test';
import { api, unico } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';
import { altura } from '../support/alvo';

// The bank statement closes the loop (issue 36): the OFX's Pix that carry Frota's txid are confirmed in one click,
// and their charges are paid; Desfazer reverses one.

/** An OFX 1.x as Itaú writes it: SGML, Windows-1252, no closing tags on the values. */
function ofx(linhas: { fitid: string; data: string; valor: string; memo: string }[]): Buffer {
  const trns = linhas
    .map((l) => `<STMTTRN>\r\n<TRNTYPE>CREDIT\r\n<DTPOSTED>${l.data.replace(/-/g, '')}120000[-3:BRT]\r\n<TRNAMT>${l.valor}\r\n<FITID>${l.fitid}\r\n<MEMO>${l.memo}\r\n</STMTTRN>`)
    .join('\r\n');
  return Buffer.from(
    `OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX>\r\n<BANKMSGSRSV1>\r\n<STMTTRNRS>\r\n<STMTRS>\r\n<CURDEF>BRL\r\n<BANKACCTFROM>\r\n<BANKID>0341\r\n<BRANCHID>1234\r\n<ACCTID>E2E\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>\r\n${trns}\r\n</BANKTRANLIST>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n</BANKMSGSRSV1>\r\n</OFX>\r\n`,
    'latin1',
  );
}

test('uploads an OFX, confirms the exact matches at once and sees the charges paid; Desfazer reopens one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Rita Conciliada' });
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -14) })) as { id: number };
  const semana1 = (await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -14), valor_pago: 650, status_pagamento: 'atrasado' })) as { id: number };
  const semana2 = (await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -7), valor_pago: 700, status_pagamento: 'atrasado' })) as { id: number };
  const lote = unico();
  const extrato = ofx([
    { fitid: `${lote}-1`, data: dia, valor: '650.00', memo: `PIX TRANSF RITA C FROTA${semana1.id}` },
    { fitid: `${lote}-2`, data: dia, valor: '700.00', memo: `PIX RECEBIDO FROTA${semana2.id}` },
  ]);
  const status = async (id: number) =>
    ((await (await page.request.get(`/api/pagamentos/${id}`, { headers: dados.headers })).json()) as { status_pagamento: string }).status_pagamento;

  await page.goto('/conciliacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Conciliação' })).toBeVisible();
  const arquivo = page.getByLabel('Arquivo OFX do extrato');
  await arquivo.setInputFiles({ name: 'extrato-itau.ofx', mimeType: 'application/x-ofx', buffer: extrato });
  await expect(page.getByText('2 lançamentos novos, 0 já importados')).toBeVisible();

  const abertos = page.getByRole('list', { name: 'Lançamentos a conciliar' });
  const primeiro = abertos.getByRole('listitem', { name: `Lançamento de R$ 650,00 de ${dataBr(dia)}` }).filter({ hasText: `FROTA${semana1.id}` });
  await expect(primeiro).toContainText('Exato');
  await expect(primeiro).toContainText(`Pix do Frota (FROTA${semana1.id}): aluguel de Rita Conciliada, vencimento ${dataBr(maisDias(dia, -14))}.`);
  expect(await altura(primeiro.getByRole('button', { name: `Confirmar R$ 650,00 de ${dataBr(dia)}` }))).toBeGreaterThanOrEqual(44);

  // the same file again adds nothing
  await arquivo.setInputFiles({ name: 'extrato-itau.ofx', mimeType: 'application/x-ofx', buffer: extrato });
  await expect(page.getByText('0 lançamentos novos, 2 já importados')).toBeVisible();

  const todos = page.getByRole('button', { name: /^Confirmar (o exato|os \d+ exatos)$/ });
  await todos.click();
  await expect(page.getByText(/^\d+ lançamentos? confirmados?$/)).toBeVisible();
  await expect.poll(() => status(semana1.id)).toBe('pago');
  await expect.poll(() => status(semana2.id)).toBe('pago');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const conferido = page
    .getByRole('list', { name: 'Lançamentos conferidos' })
    .getByRole('listitem')
    .filter({ hasText: `FROTA${semana2.id}` });
  await expect(conferido).toContainText('Confirmado · Rita Conciliada');
  await conferido.getByRole('button', { name: `Desfazer R$ 700,00 de ${dataBr(dia)}` }).click();
  await expect(abertos.getByRole('listitem').filter({ hasText: `FROTA${semana2.id}` })).toContainText('Exato');
  await expect.poll(() => status(semana2.id)).toBe('atrasado');
  expect(await status(semana1.id)).toBe('pago');
});
