import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Contratos from '../exposes/contratos';
import { CONTRATO_SALVO, ERRO_VISTORIAS } from './vistorias-do-contrato';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25', validade_cnh: '2030-01-31', status: 'ativo' };
const contrato = {
  id: 10,
  motorista_id: 4,
  veiculo_id: 1,
  data_inicio: '2026-03-02',
  data_fim: null,
  valor_aluguel: 650.5,
  status_contrato: 'ativo',
  valor_caucao: 0,
  caucao_devolvida: null,
  versao: 1,
  motorista: ana,
  veiculo: onix,
};
const vistoria = (tipo: 'entrega' | 'devolucao', status: 'rascunho' | 'concluida', extra: object = {}) => ({
  id: tipo === 'entrega' ? 51 : 52,
  contrato_id: 10,
  veiculo_id: 1,
  tipo,
  realizada_em: '2026-03-02T13:30:00.000Z',
  quilometragem: 15300,
  combustivel_oitavos: 6,
  itens: [],
  avarias: [],
  observacoes: null,
  assinado_por_motorista: 'Ana Souza',
  status,
  versao: 2,
  ...extra,
});

function servidor(vistorias: (req: Seen) => Answer, doContrato: object = contrato) {
  api.answer = (req) => {
    if (req.path === '/api/contratos/10') return { status: 200, body: doContrato };
    if (req.path === '/api/vistorias') return vistorias(req);
    if (req.path === '/api/motoristas/4') return { status: 200, body: ana };
    if (req.path === '/api/veiculos/1') return { status: 200, body: onix };
    return listOf([]);
  };
}

const open = (path: string) => renderAt(path, { '/contratos/*': <Contratos /> });
const secao = () => screen.findByRole('region', { name: 'Vistorias' });
const caminho = (tipo: string) => `/veiculos/1/vistoria?contrato=10&tipo=${tipo}`;

describe("a contract's vistorias", () => {
  it('just after the contract is saved (?novo=1), says to do the entrega now and makes it the primary button', async () => {
    servidor(() => listOf([]));
    open('/contratos/10/editar?novo=1');
    const vistorias = await secao();
    expect(await within(vistorias).findByText(CONTRATO_SALVO)).toBeInTheDocument();
    const entrega = within(vistorias).getByRole('link', { name: 'Vistoria de entrega' });
    expect(entrega).toHaveAttribute('href', caminho('entrega'));
    // the primary button is the solid one; elsewhere it is an outline among the others
    expect(entrega).toHaveAttribute('data-principal');
    // no return before a delivery, while the contract runs
    expect(within(vistorias).queryByRole('link', { name: /devolução/ })).not.toBeInTheDocument();
    expect(api.seen.find((r) => r.path === '/api/vistorias')?.query).toEqual({ contrato_id: '10' });
  });

  it('without ?novo=1 offers the entrega as an outline button, with no line', async () => {
    servidor(() => listOf([]));
    open('/contratos/10/editar');
    const vistorias = await secao();
    const entrega = await within(vistorias).findByRole('link', { name: 'Vistoria de entrega' });
    expect(entrega).not.toHaveAttribute('data-principal');
    expect(within(vistorias).queryByText(CONTRATO_SALVO)).not.toBeInTheDocument();
  });

  it('offers to continue an entrega left as rascunho, and then the devolução', async () => {
    servidor(() => listOf([vistoria('entrega', 'rascunho')]));
    open('/contratos/10/editar?novo=1');
    const vistorias = await secao();
    expect(await within(vistorias).findByRole('link', { name: 'Continuar vistoria de entrega' })).toHaveAttribute('href', caminho('entrega'));
    // an entrega exists: the contract is not new to the car any more
    expect(within(vistorias).queryByText(CONTRATO_SALVO)).not.toBeInTheDocument();
    expect(within(vistorias).getByRole('link', { name: 'Vistoria de devolução' })).toHaveAttribute('href', caminho('devolucao'));
  });

  it('shows a concluded entrega with its day and km, and downloads its Termo de vistoria through the API client', async () => {
    const user = userEvent.setup();
    servidor((req) => listOf([vistoria('entrega', 'concluida')].filter(() => req.query.contrato_id === '10')));
    const base = api.answer;
    api.answer = (req) =>
      req.path === '/api/vistorias/51/termo.pdf' ? { status: 200, body: '%PDF-1.7 termo', headers: { 'Content-Type': 'application/pdf' } } : base(req);
    open('/contratos/10/editar');
    const vistorias = await secao();
    expect(await within(vistorias).findByText('Entrega feita em 02/03/2026, 15.300 km')).toBeInTheDocument();
    expect(within(vistorias).queryByRole('link', { name: /entrega/ })).not.toBeInTheDocument();
    expect(within(vistorias).getByRole('link', { name: 'Vistoria de devolução' })).toBeInTheDocument();

    const { blobs, click } = captureDownloads();
    try {
      await user.click(within(vistorias).getByRole('button', { name: 'Termo de vistoria de entrega' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('termo-de-vistoria-51.pdf');
      expect(await blobs[0]!.text()).toBe('%PDF-1.7 termo');
      // read by the app's HTTP client (which carries the login), not by a plain link the browser opens without it
      expect(api.seen.filter((r) => r.path === '/api/vistorias/51/termo.pdf')).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('shows both hand-overs done', async () => {
    servidor(() => listOf([vistoria('devolucao', 'concluida', { realizada_em: '2026-04-10T20:00:00.000Z', quilometragem: 16100 }), vistoria('entrega', 'concluida')]));
    open('/contratos/10/editar');
    const vistorias = await secao();
    expect(await within(vistorias).findByText('Entrega feita em 02/03/2026, 15.300 km')).toBeInTheDocument();
    expect(within(vistorias).getByText('Devolução feita em 10/04/2026, 16.100 km')).toBeInTheDocument();
    expect(within(vistorias).getAllByRole('button', { name: /^Termo de vistoria/ })).toHaveLength(2);
    expect(within(vistorias).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers the devolução of an ended contract even without an entrega', async () => {
    servidor(() => listOf([]), { ...contrato, status_contrato: 'finalizado', data_fim: '2026-04-10' });
    open('/contratos/10/editar');
    const vistorias = await secao();
    expect(await within(vistorias).findByRole('link', { name: 'Vistoria de devolução' })).toHaveAttribute('href', caminho('devolucao'));
    expect(within(vistorias).getByRole('link', { name: 'Vistoria de entrega' })).toBeInTheDocument();
  });

  it('reads them again when the page is opened again, as the vistoria sent from the phone left them', async () => {
    const user = userEvent.setup();
    let feitas: object[] = [];
    servidor(() => listOf(feitas));
    const { queryClient } = open('/contratos/10/editar');
    // the app's: a read is fresh for 30 s (the tests' harness reads again every time)
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 } });
    await user.click(await within(await secao()).findByRole('link', { name: 'Vistoria de entrega' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(caminho('entrega')));
    // the vistoria is done at the car, and its outbox sends it; then back to the contract
    feitas = [vistoria('entrega', 'concluida')];
    // opened again as a new entry, popstate sent at once: jsdom's history.back() traverses in a later task, and the
    // worker's test files share one history (isolate: false), so a slow traverse could land on another file's entry
    act(() => {
      window.history.pushState(null, '', '/contratos/10/editar');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await within(await secao()).findByText('Entrega feita em 02/03/2026, 15.300 km')).toBeInTheDocument();
  });

  it('says so when the vistorias fail to load, and loads them again on "Tentar novamente"', async () => {
    const user = userEvent.setup();
    let falhar = true;
    servidor(() => (falhar ? { status: 500, body: { message: 'falha' } } : listOf([])));
    open('/contratos/10/editar');
    const vistorias = await secao();
    expect(await within(vistorias).findByText(ERRO_VISTORIAS)).toBeInTheDocument();
    expect(within(vistorias).queryByRole('link', { name: 'Vistoria de entrega' })).not.toBeInTheDocument();
    falhar = false;
    await user.click(within(vistorias).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(vistorias).findByRole('link', { name: 'Vistoria de entrega' })).toBeInTheDocument();
  });
});
