import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '@frota/shared';
import { captureDownloads, fakeApi, renderAt } from '@frota/shared/testing';
import Extrato from '../exposes/extrato';
import { comSessaoDoMotorista, TOKEN_MOTORISTA } from '../test/sessao';
import { ERRO_EXTRATO } from './extrato-page';

const api = fakeApi();
comSessaoDoMotorista();

const extrato = {
  motorista: { id: 9, nome: 'Ana Souza', cpf: '529.982.247-25' },
  empresa: { nome: 'Locadora Azul', cnpj: null, endereco: null, telefone: null },
  saldo_anterior: 0,
  saldo: 500,
  saldo_vencido: 0,
  saldo_a_vencer: 500,
  saldo_devedor: 500,
  caucao_em_custodia: 0,
  caucao: { valor: 0, recebido: 0, abatido: 0, devolvido: 0 },
  lancamentos: [
    { data: '2026-11-23', tipo: 'aluguel', descricao: 'Aluguel — ABC-1D23, vencimento 23/11/2026', valor: 500, referencia: { entidade: 'pagamentos', id: 41 }, pagamento_id: 41, a_vencer: false, saldo: 500 },
    { data: '2026-11-24', tipo: 'recebimento', descricao: 'Recebimento Pix', valor: -500, referencia: { entidade: 'recebimentos', id: 77 }, pagamento_id: 41, a_vencer: false, saldo: 0 },
    { data: '2026-11-30', tipo: 'aluguel', descricao: 'Aluguel — ABC-1D23, vencimento 30/11/2026', valor: 500, referencia: { entidade: 'pagamentos', id: 42 }, pagamento_id: 42, a_vencer: true, saldo: 500 },
  ],
};

const abrir = () => renderAt('/motorista/extrato', { '/motorista/extrato': <Extrato /> });

describe('/motorista/extrato', () => {
  it('lists his lines with the running balance, a receipt as a credit', async () => {
    api.answer = () => ({ status: 200, body: extrato });
    abrir();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const linhas = await screen.findAllByRole('listitem');
    expect(linhas).toHaveLength(3);
    expect(linhas[0]).toHaveTextContent('23/11/2026');
    expect(linhas[0]).toHaveTextContent('Aluguel — ABC-1D23, vencimento 23/11/2026');
    expect(linhas[0]).toHaveTextContent('Saldo R$ 500,00');
    expect(linhas[1]).toHaveTextContent('− R$ 500,00');
    expect(linhas[1]).toHaveTextContent('Saldo R$ 0,00');
    expect(linhas[2]).toHaveTextContent('30/11/2026 · A vencer');
    expect(screen.getByText('Saldo devedor: R$ 500,00')).toBeInTheDocument();
    expect(api.seen[0]?.url).toBe('/api/motorista/extrato');
  });

  it("a receipt's PDF is read with the driver's token and saved", async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.path === '/api/motorista/recibos/77' ? { status: 200, body: '%PDF-1.4 recibo', headers: { 'Content-Type': 'application/pdf' } } : { status: 200, body: extrato });
    abrir();
    const { blobs, click } = captureDownloads();
    try {
      await user.click(await screen.findByRole('button', { name: `Recibo de 24/11/2026, ${formatBRL(500)} (PDF)` }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('recibo-77.pdf');
      expect(await blobs[0]!.text()).toBe('%PDF-1.4 recibo');
      expect(api.seen.find((r) => r.path === '/api/motorista/recibos/77')?.headers.authorization).toBe(`Bearer ${TOKEN_MOTORISTA}`);
    } finally {
      click.mockRestore();
    }
  });

  it('a failed load shows the error with Tentar novamente', async () => {
    api.answer = () => ({ status: 503, body: { message: 'fora' } });
    abrir();
    expect(await screen.findByText(ERRO_EXTRATO)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('with no line says so', async () => {
    api.answer = () => ({ status: 200, body: { ...extrato, lancamentos: [], saldo_devedor: 0 } });
    abrir();
    expect(await screen.findByText('Nenhum lançamento.')).toBeInTheDocument();
  });
});
