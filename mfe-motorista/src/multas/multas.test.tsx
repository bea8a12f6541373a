import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Multas from '../exposes/multas';
import { comSessaoDoMotorista } from '../test/sessao';
import { ERRO_MULTAS, SEM_MULTAS } from './multas-page';

const api = fakeApi();
comSessaoDoMotorista();

const multa = {
  id: 5,
  data_infracao: '2026-11-20T00:00:00.000Z',
  motivo: 'Excesso de velocidade até 20%',
  observacoes: 'Av. Paulista, 1000 — São Paulo',
  valor: 130.16,
  data_vencimento: '2026-12-20',
  prazo_indicacao: '2026-12-10',
  condutor_confirmado_em: null,
  veiculo: { placa: 'ABC1D23' },
};

const abrir = () => renderAt('/motorista/multas', { '/motorista/multas': <Multas /> });

describe('/motorista/multas', () => {
  it('shows each fine with date, plate, place, description, value, due date and "Indicar condutor até dd/mm"', async () => {
    api.answer = () => ({ status: 200, body: { data: [multa] } });
    abrir();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('20/11/2026 · ABC-1D23');
    expect(item).toHaveTextContent('R$ 130,16');
    expect(item).toHaveTextContent('Excesso de velocidade até 20%');
    expect(item).toHaveTextContent('Av. Paulista, 1000 — São Paulo');
    expect(item).toHaveTextContent('Vencimento: 20/12/2026');
    expect(item).toHaveTextContent('Indicar condutor até 10/12');
  });

  it('"Fui eu" posts with an Idempotency-Key and then reads "Você confirmou que era o condutor em dd/mm/aaaa."', async () => {
    const user = userEvent.setup();
    let confirmada = false;
    const atual = () => (confirmada ? { ...multa, condutor_confirmado_em: '2026-11-29T15:00:00.000Z' } : multa);
    api.answer = (req) => {
      if (req.method === 'POST') {
        confirmada = true;
        return { status: 200, body: atual() };
      }
      return { status: 200, body: { data: [atual()] } };
    };
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Fui eu: multa de 20/11/2026, Excesso de velocidade até 20%' }));
    expect(await screen.findByText('Você confirmou que era o condutor em 29/11/2026.')).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/motorista/multas/5/fui-eu');
    expect(post?.headers['idempotency-key']).toMatch(/.{8,}/);
    expect(within(screen.getByRole('listitem')).queryByRole('button', { name: /Fui eu/ })).not.toBeInTheDocument();
  });

  it("a refused \"Fui eu\" shows the server's message", async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'POST' ? { status: 409, body: { message: 'O prazo para indicar o condutor acabou.' } } : { status: 200, body: { data: [multa] } });
    abrir();
    await user.click(await screen.findByRole('button', { name: /Fui eu/ }));
    expect(await screen.findByText('O prazo para indicar o condutor acabou.')).toBeInTheDocument();
  });

  it('none: "Nenhuma multa."; a failed load: the error with Tentar novamente', async () => {
    api.answer = () => ({ status: 200, body: { data: [] } });
    const { unmount } = abrir();
    expect(await screen.findByText(SEM_MULTAS)).toBeInTheDocument();
    unmount();
    api.answer = () => ({ status: 500, body: { message: 'x' } });
    abrir();
    expect(await screen.findByText(ERRO_MULTAS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
