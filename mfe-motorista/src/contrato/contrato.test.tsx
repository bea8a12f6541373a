import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fakeApi, renderAt } from '@frota/shared/testing';
import Contrato from '../exposes/contrato';
import { comSessaoDoMotorista } from '../test/sessao';
import { ERRO_CONTRATO, SEM_CONTRATO } from './contrato-page';

const api = fakeApi();
comSessaoDoMotorista();

const contrato = {
  id: 12,
  data_inicio: '2026-10-05',
  valor_aluguel: 650,
  status_contrato: 'ativo',
  plano: { nome: 'Uber 1.500 km' },
  km_franquia_semanal: 1500,
  km_semana_atual: 15_300,
  caucao_em_custodia: 1200,
  veiculo: { placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
  vistorias: [
    { id: 31, tipo: 'entrega', realizada_em: '2026-10-05T13:00:00.000Z', quilometragem: 42_000 },
    { id: 32, tipo: 'devolucao', realizada_em: '2026-11-20T18:00:00.000Z', quilometragem: 44_150 },
  ],
};

const abrir = () => renderAt('/motorista/contrato', { '/motorista/contrato': <Contrato /> });
const valorDe = (rotulo: string) => screen.getByText(rotulo).nextSibling;

describe('/motorista/contrato', () => {
  it('shows the car, plate, weekly rent, plan, km franchise, this week\'s km and the caução, pt-BR', async () => {
    api.answer = () => ({ status: 200, body: { contrato } });
    abrir();
    expect(await screen.findByText('Veículo')).toBeInTheDocument();
    expect(valorDe('Veículo')).toHaveTextContent('CHEVROLET ONIX');
    expect(valorDe('Placa')).toHaveTextContent('ABC-1D23');
    expect(valorDe('Aluguel semanal')).toHaveTextContent('R$ 650,00');
    expect(valorDe('Plano')).toHaveTextContent('Uber 1.500 km');
    expect(valorDe('Franquia semanal')).toHaveTextContent('1.500 km');
    expect(valorDe('Km nesta semana')).toHaveTextContent('15.300 km');
    expect(valorDe('Caução em custódia')).toHaveTextContent('R$ 1.200,00');
    expect(valorDe('Início')).toHaveTextContent('05/10/2026');
    const vistorias = within(screen.getByRole('list', { name: 'Vistorias' })).getAllByRole('listitem');
    // only signed vistorias are listed (the API's), each with its termo
    expect(vistorias[0]).toHaveTextContent('Vistoria de entregaAssinada em 05/10/2026 · 42.000 km');
    expect(vistorias[1]).toHaveTextContent('Vistoria de devoluçãoAssinada em 20/11/2026 · 44.150 km');
    expect(within(vistorias[1]!).getByRole('button', { name: 'Termo da vistoria de devolução de 20/11/2026 (PDF)' })).toBeInTheDocument();
  });

  it('leaves out the plan and the km when the contract has none', async () => {
    api.answer = () => ({ status: 200, body: { contrato: { ...contrato, plano: null, km_franquia_semanal: null, km_semana_atual: null } } });
    abrir();
    expect(await screen.findByText('Aluguel semanal')).toBeInTheDocument();
    expect(screen.queryByText('Plano')).not.toBeInTheDocument();
    expect(screen.queryByText('Km nesta semana')).not.toBeInTheDocument();
  });

  it("a concluded vistoria's signed PDF is read and saved", async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.path === '/api/motorista/vistorias/31/termo' ? { status: 200, body: '%PDF termo', headers: { 'Content-Type': 'application/pdf' } } : { status: 200, body: { contrato } });
    abrir();
    const { click } = captureDownloads();
    try {
      await user.click(await screen.findByRole('button', { name: 'Termo da vistoria de entrega de 05/10/2026 (PDF)' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('termo-de-vistoria-31.pdf');
    } finally {
      click.mockRestore();
    }
  });

  it('without a contract says so', async () => {
    api.answer = () => ({ status: 200, body: { contrato: null } });
    abrir();
    expect(await screen.findByText(SEM_CONTRATO)).toBeInTheDocument();
  });

  it('a failed load shows the error with Tentar novamente', async () => {
    api.answer = () => ({ status: 500, body: { message: 'x' } });
    abrir();
    expect(await screen.findByText(ERRO_CONTRATO)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
