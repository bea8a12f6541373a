import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, listOf, renderAt } from '@frota/shared/testing';
import Veiculos from '../exposes/veiculos';
import { novoRascunho } from './rascunho';
import { faltaNoPasso } from './vistoria-page';

const api = fakeApi();
const onix = { id: 3, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET', ano_fabricacao: 2022, quilometragem_inicial: 15000, quilometragem_atual: 20000, situacao: 'alugado', motorista_atual: 'Ana Souza', data_aquisicao: '2022-03-10', valor_compra: 80000, observacoes: null, versao: 1 };
const contrato = { id: 7, veiculo_id: 3, motorista_id: 2, veiculo: { id: 3, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' }, motorista: { id: 2, nome: 'Ana Souza' }, data_inicio: '2026-11-01', data_fim: null, valor_aluguel: 650, valor_caucao: 0, status_contrato: 'ativo', versao: 1 };

describe('/veiculos/:id/vistoria', () => {
  it('asks for the km typed pt-BR and the fuel, confirms a km below the current one, and keeps the step on the phone', async () => {
    const user = userEvent.setup();
    api.answer = (req) => {
      if (req.path === '/api/veiculos/3') return { status: 200, body: onix };
      if (req.path === '/api/contratos/7') return { status: 200, body: contrato };
      if (req.path === '/api/vistorias') return listOf([]);
      return { status: 404, body: {} };
    };
    const { unmount } = renderAt('/veiculos/3/vistoria?contrato=7&tipo=entrega', { '/veiculos/*': <Veiculos /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vistoria de entrega' })).toBeInTheDocument();
    expect(screen.getByText('Passo 1 de 5')).toBeInTheDocument();
    const km = screen.getByRole('textbox', { name: /Quilometragem/ });
    await user.type(km, '15300');
    expect(km).toHaveValue('15.300');
    expect(await screen.findByText('Abaixo da quilometragem atual do veículo (20.000 km).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await user.click(screen.getByText('Confirmo a quilometragem menor que a atual'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Combustível' })).getByRole('radio', { name: '6/8' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Itens do veículo' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Estepe' })).getByRole('radio', { name: 'Faltando' }));
    await waitFor(() => expect(within(screen.getByRole('radiogroup', { name: 'Estepe' })).getByRole('radio', { name: 'Faltando' })).toHaveAttribute('aria-checked', 'true'));

    // a reload (or a closed tab) comes back to the same step with what was filled
    unmount();
    renderAt('/veiculos/3/vistoria?contrato=7&tipo=entrega', { '/veiculos/*': <Veiculos /> });
    expect(await screen.findByRole('heading', { level: 2, name: 'Itens do veículo' })).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Estepe' })).getByRole('radio', { name: 'Faltando' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('a vistoria already on the server', () => {
  it('shows a devolução that is done, its PDF, and what changed since the entrega, with "Cobrar do motorista"', async () => {
    const user = userEvent.setup();
    const comparacao = {
      avarias_novas: [{ numero: 2, x: 0.4, y: 0.7, descricao: 'Amassado na porta traseira', gravidade: 'media' }],
      itens_alterados: [{ item: 'Estepe', antes: 'ok', depois: 'faltando' }],
      combustivel: { entrega: 8, devolucao: 5, diferenca: -3 },
      km: { entrega: 15300, devolucao: 17450, rodados: 2150 },
    };
    api.answer = (req) => {
      if (req.path === '/api/veiculos/3') return { status: 200, body: onix };
      if (req.path === '/api/contratos/7') return { status: 200, body: contrato };
      if (req.path === '/api/vistorias') return listOf([{ id: 51, status: 'concluida', avarias: [] }]);
      if (req.path === '/api/vistorias/51/comparacao') return { status: 200, body: comparacao };
      if (req.method === 'POST' && req.path === '/api/vistorias/51/cobrancas') return { status: 201, body: { id: 900 } };
      return { status: 404, body: {} };
    };
    renderAt('/veiculos/3/vistoria?contrato=7&tipo=devolucao', { '/veiculos/*': <Veiculos /> });
    expect(await screen.findByText('Vistoria enviada.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termo de vistoria (PDF)' })).toBeInTheDocument();
    const mudou = await screen.findByRole('region', { name: 'O que mudou desde a entrega' });
    expect(mudou).toHaveTextContent('2.150 km rodados (15.300 → 17.450 km).');
    expect(mudou).toHaveTextContent('Combustível: cheio na entrega, 5/8 na devolução (3/8 a menos).');
    expect(mudou).toHaveTextContent('Avaria nova 2: Amassado na porta traseira (média)');
    expect(mudou).toHaveTextContent('Estepe: OK → Faltando');
    await user.type(await within(mudou).findByRole('textbox', { name: 'Valor a cobrar por avaria 2' }), '350,50');
    await user.click(within(mudou).getAllByRole('button', { name: 'Cobrar do motorista' })[0]!);
    expect(await within(mudou).findByText(/^Cobrança de R\$\s350,50 criada no contrato\.$/)).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ avaria_numero: 2, valor: 350.5 });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });
});

describe('faltaNoPasso', () => {
  it('says what keeps the clerk on a step', () => {
    const r = novoRascunho({ contrato_id: 7, veiculo_id: 3, tipo: 'entrega' });
    expect(faltaNoPasso(r, 0, 20000)).toBe('Informe a quilometragem.');
    expect(faltaNoPasso({ ...r, quilometragem: 19000, combustivel_oitavos: 4 }, 0, 20000)).toBe('Confirme a quilometragem menor que a atual.');
    expect(faltaNoPasso({ ...r, quilometragem: 21000, combustivel_oitavos: 4 }, 0, 20000)).toBeNull();
    expect(faltaNoPasso({ ...r, avarias: [{ numero: 1, x: 0.5, y: 0.5, descricao: ' ', gravidade: 'leve' }] }, 3, null)).toBe('Descreva cada avaria marcada.');
    const assinado = { ...r, assinado_por_motorista: 'Ana Souza' };
    expect(faltaNoPasso(assinado, 4, null)).toBe('Faltam as assinaturas do motorista e do responsável.');
    const png = { chave: 'a', bytes: new ArrayBuffer(1), tipo: 'image/png' };
    expect(faltaNoPasso({ ...assinado, fotos: [{ ...png, angulo: 'assinatura_motorista' }] }, 4, null)).toBe('Falta a assinatura do responsável.');
    expect(faltaNoPasso({ ...assinado, fotos: [{ ...png, angulo: 'assinatura_motorista' }, { ...png, chave: 'b', angulo: 'assinatura_responsavel' }] }, 4, null)).toBeNull();
  });
});
