import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatBRL } from '@frota/shared';
import { fakeApi, renderAt, type Seen } from '@frota/shared/testing';
import Saldo from '../exposes/saldo';
import { comSessaoDoMotorista, TOKEN_MOTORISTA } from '../test/sessao';
import { ERRO_SALDO } from './saldo-page';
import { CODIGO_COPIADO, SEM_VALOR_EM_ABERTO } from './pagar-com-pix';

const api = fakeApi();
comSessaoDoMotorista();

const saldo = { saldo_vencido: 650, saldo_a_vencer: 1000, saldo_devedor: 1650, encargos: 0, caucao_em_custodia: 1200, proximo_vencimento: { data: '2026-12-07', valor: 500 } };
const codigo = (valor: number) => ({ copiaECola: `00020126580014br.gov.bcb.pix${valor.toFixed(2)}6304ABCD`, txid: 'FROTA123', valor });

function respostas(req: Seen) {
  if (req.path === '/api/motorista/saldo') return { status: 200, body: saldo };
  if (req.path === '/api/motorista/pix') {
    const valor = req.query.valor === undefined ? saldo.saldo_devedor : Number(req.query.valor);
    if (valor > saldo.saldo_devedor) return { status: 400, body: { message: 'O valor passa do que você deve (R$ 1.650,00).' } };
    return { status: 200, body: codigo(valor) };
  }
  return { status: 404, body: { message: 'fake API: rota desconhecida' } };
}

const abrir = () => renderAt('/motorista', { '/motorista': <Saldo /> });

describe('/motorista (Saldo)', () => {
  it('shows a spinner, then overdue, to come, the total, the caução and the next due date in pt-BR, with the driver token', async () => {
    api.answer = respostas;
    abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Saldo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Próximo vencimento: 07/12/2026, R$ 500,00')).toBeInTheDocument();
    expect(screen.getByText('Vencido').nextSibling).toHaveTextContent('R$ 650,00');
    expect(screen.getByText('A vencer').nextSibling).toHaveTextContent('R$ 1.000,00');
    expect(screen.getByText('Total devido').nextSibling).toHaveTextContent('R$ 1.650,00');
    expect(screen.getByText('Caução em custódia').nextSibling).toHaveTextContent('R$ 1.200,00');
    expect(api.seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN_MOTORISTA}`);
  });

  it("shows the overdue rents' late charges and counts them in the total his Pix asks", async () => {
    api.answer = (req) => (req.path === '/api/motorista/saldo' ? { status: 200, body: { ...saldo, encargos: 13.65 } } : respostas(req));
    abrir();
    expect(await screen.findByText('Encargos por atraso')).toBeInTheDocument();
    expect(screen.getByText('Encargos por atraso').nextSibling).toHaveTextContent('R$ 13,65');
    expect(screen.getByText('Total devido').nextSibling).toHaveTextContent('R$ 1.663,65');
  });

  it('a failed load shows the error with Tentar novamente, never R$ 0,00, and the retry shows the figures', async () => {
    let falha = true;
    api.answer = (req) => (falha ? { status: 500, body: { message: 'boom' } } : respostas(req));
    abrir();
    expect(await screen.findByText(ERRO_SALDO)).toBeInTheDocument();
    expect(screen.queryByText('R$ 0,00')).not.toBeInTheDocument();
    falha = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Total devido')).toBeInTheDocument();
  });

  it('Pix for the whole: asks without a valor and shows the QR, the copia-e-cola and "Código copiado" once copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    api.answer = respostas;
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Gerar código Pix' }));
    expect(await screen.findByRole('img', { name: `QR Code Pix de ${formatBRL(1650)}` })).toBeInTheDocument();
    expect(api.seen.find((r) => r.path === '/api/motorista/pix')?.query).toEqual({});
    expect(screen.getByTestId('pix-copia-e-cola')).toHaveTextContent(codigo(1650).copiaECola);
    await user.click(screen.getByRole('button', { name: `Copiar código Pix de ${formatBRL(1650)}` }));
    expect(writeText).toHaveBeenCalledWith(codigo(1650).copiaECola);
    expect(await screen.findByText(CODIGO_COPIADO)).toBeInTheDocument();
  });

  it('Pix for an amount typed pt-BR ("300,50"), and the server\'s message for more than is owed', async () => {
    const user = userEvent.setup();
    api.answer = respostas;
    abrir();
    const valor = await screen.findByLabelText('Valor a pagar');
    await user.clear(valor);
    await user.type(valor, '300,50');
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    expect(await screen.findByRole('img', { name: `QR Code Pix de ${formatBRL(300.5)}` })).toBeInTheDocument();
    expect(api.seen.find((r) => r.path === '/api/motorista/pix')?.query).toEqual({ valor: '300.5' });

    await user.clear(valor);
    await user.type(valor, '2.000,00');
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    expect(await screen.findByText('O valor passa do que você deve (R$ 1.650,00).')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR Code Pix/ })).not.toBeInTheDocument();
  });

  it('with nothing owed there is no Pix to make', async () => {
    api.answer = () => ({ status: 200, body: { ...saldo, saldo_vencido: 0, saldo_a_vencer: 0, saldo_devedor: 0, proximo_vencimento: null } });
    abrir();
    expect(await screen.findByText(SEM_VALOR_EM_ABERTO)).toBeInTheDocument();
    expect(screen.getByText('Nenhum vencimento próximo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerar código Pix' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/motorista/pix')).toBe(false));
  });
});
