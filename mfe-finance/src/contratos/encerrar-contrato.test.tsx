import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, hojeSaoPaulo } from '@frota/shared';
import { fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Contratos from '../exposes/contratos';
import { DEVOLUCAO_ANTES_OU_DEPOIS } from './encerrar-contrato';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25', validade_cnh: '2030-01-31', status: 'ativo' };
const ativo = {
  id: 10,
  motorista_id: 4,
  veiculo_id: 1,
  data_inicio: '2025-03-03',
  data_fim: null,
  valor_aluguel: 650.5,
  status_contrato: 'ativo',
  valor_caucao: 700,
  caucao_devolvida: null,
  versao: 6,
  motorista: ana,
  veiculo: onix,
};
const acertoEm = (data_fim: string) => ({
  data_fim,
  itens: [
    { pagamento_id: 31, tipo: 'aluguel', data_prevista: '2025-04-21', em_aberto: 650 },
    // the overdue rent's encargos on the end date, right after it: not a charge until paid
    { pagamento_id: null, pagamento_origem_id: 31, tipo: 'encargos', data_prevista: '2025-04-21', em_aberto: 13.22 },
    // a fine due after the end date is a débito all the same
    { pagamento_id: 40, tipo: 'multa', data_prevista: '2025-05-20', em_aberto: 651 },
    // a damage charged at the return ("Cobrar do motorista")
    { pagamento_id: 41, tipo: 'avulso', data_prevista: '2025-05-21', em_aberto: 300, descricao: 'Avaria 3 (leve) na devolução: para-choque riscado' },
  ],
  debitos: 1314.22,
  creditos: 0,
  caucao_recebida: 700,
  abatido: 700,
  devolver: 0,
  saldo_devedor: 614.22,
});

const open = (path: string) => renderAt(path, { '/contratos/*': <Contratos /> });
const DEVOLUCAO = '/veiculos/1/vistoria?contrato=10&tipo=devolucao';
const acertos = () => api.seen.filter((r) => r.path === '/api/contratos/10/acerto');

function servidor(contrato: object = ativo, encerrar: (req: Seen) => Answer = (req) => ({ status: 200, body: { contrato: { ...ativo, status_contrato: 'finalizado' }, acerto: acertoEm((req.body as { data_fim: string }).data_fim) } })) {
  let atual = contrato;
  api.answer = (req) => {
    if (req.path === '/api/contratos/10') return { status: 200, body: atual };
    if (req.path === '/api/contratos/10/acerto') return { status: 200, body: acertoEm(req.query.data_fim ?? '') };
    if (req.path === '/api/contratos/10/encerrar') {
      const resposta = encerrar(req);
      if (resposta.status === 200) atual = (resposta.body as { contrato: object }).contrato;
      return resposta;
    }
    if (req.path === '/api/motoristas') return listOf([ana]);
    if (req.path === '/api/motoristas/4') return { status: 200, body: ana };
    if (req.path === '/api/veiculos') return listOf([onix]);
    if (req.path === '/api/veiculos/1') return { status: 200, body: onix };
    return listOf([]);
  };
}

const linhas = (lista: HTMLElement) => within(lista).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/\s/g, ' ')}`);

describe('the contract\'s caução', () => {
  it('is typed on create (R$ 0,00 unless changed) and sent as valor_caucao', async () => {
    const user = userEvent.setup();
    servidor();
    open('/contratos/novo');
    const caucao = await screen.findByRole('textbox', { name: 'Caução (R$)' });
    expect(caucao).toHaveValue('R$ 0,00');
    await user.clear(caucao);
    await user.type(caucao, '750');
    expect(caucao).toHaveValue('R$ 750');
    expect(screen.getByText('Acima de zero, gera a cobrança da caução no início do contrato.')).toBeInTheDocument();
  });

  it('is shown read-only on edit', async () => {
    servidor();
    open('/contratos/10/editar');
    const caucao = await screen.findByRole('textbox', { name: 'Caução (R$)' });
    await waitFor(() => expect(caucao).toHaveValue('R$ 700,00'));
    expect(caucao).toHaveAttribute('readonly');
  });
});

describe('"Encerrar contrato"', () => {
  it('previews the settlement for the end date (today unless changed), then closes it over the shown version', async () => {
    const user = userEvent.setup();
    servidor();
    open('/contratos/10/editar');
    await user.click(await screen.findByRole('button', { name: 'Encerrar contrato' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar contrato' });
    expect(dialogo).toHaveTextContent('ABC-1D23 — Ana Souza');
    expect(within(dialogo).getByLabelText(/^Data de término/)).toHaveValue(hojeSaoPaulo());
    const lista = await within(dialogo).findByLabelText('Prévia do acerto');
    expect(linhas(lista)).toEqual(['Débitos: R$ 1.314,22', 'Caução recebida: R$ 700,00', 'Abatido: R$ 700,00', 'A devolver: R$ 0,00', 'Saldo devedor: R$ 614,22']);
    const itens = within(within(dialogo).getByRole('list', { name: 'Cobranças em aberto do contrato' })).getAllByRole('listitem');
    expect(itens.map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      'Aluguel · venc. 21/04/2025R$ 650,00',
      'Encargos por atraso (aluguel de 21/04/2025)R$ 13,22',
      'Multa · venc. 20/05/2025R$ 651,00',
      'Avulso · venc. 21/05/2025Avaria 3 (leve) na devolução: para-choque riscadoR$ 300,00',
    ]);
    expect(acertos()[0]?.query).toEqual({ data_fim: hojeSaoPaulo() });
    // the car's return can be checked first, or after
    expect(dialogo).toHaveTextContent(DEVOLUCAO_ANTES_OU_DEPOIS);
    expect(within(dialogo).getByRole('link', { name: 'Vistoria de devolução' })).toHaveAttribute('href', DEVOLUCAO);

    fireEvent.change(within(dialogo).getByLabelText(/^Data de término/), { target: { value: '2025-04-30' } });
    await waitFor(() => expect(acertos().at(-1)?.query).toEqual({ data_fim: '2025-04-30' }));
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar encerramento' }));
    expect(await screen.findByText('Contrato encerrado')).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/contratos/10/encerrar');
    expect(post?.body).toEqual({ data_fim: '2025-04-30', status_contrato: 'finalizado' });
    expect(post?.headers['if-match']).toBe('"6"');
    // the contract read again is finalizado: the dialog still shows the result
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'GET' && r.path === '/api/contratos/10').length).toBeGreaterThan(1));
    expect(screen.getByRole('dialog', { name: 'Encerrar contrato' })).toHaveTextContent('Contrato encerrado em 30/04/2025.');
    expect(linhas(within(dialogo).getByLabelText('Acerto do contrato'))).toContain('Saldo devedor: R$ 614,22');
    expect(within(dialogo).getByRole('link', { name: 'Vistoria de devolução' })).toHaveAttribute('href', DEVOLUCAO);
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar para contratos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/contratos$/));
  });

  it('shows the server\'s message on a 409 (already closed)', async () => {
    const user = userEvent.setup();
    servidor(ativo, () => ({ status: 409, body: { message: MSG.contratoJaEncerrado } }));
    open('/contratos/10/editar');
    await user.click(await screen.findByRole('button', { name: 'Encerrar contrato' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar contrato' });
    await within(dialogo).findByLabelText('Prévia do acerto');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar encerramento' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(MSG.contratoJaEncerrado);
    expect(screen.queryByText('Contrato encerrado')).not.toBeInTheDocument();
  });

  it('ends a contract made by mistake as cancelado', async () => {
    const user = userEvent.setup();
    servidor(ativo, (req) => ({ status: 200, body: { contrato: { ...ativo, status_contrato: 'cancelado' }, acerto: acertoEm((req.body as { data_fim: string }).data_fim) } }));
    open('/contratos/10/editar');
    await user.click(await screen.findByRole('button', { name: 'Encerrar contrato' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar contrato' });
    await user.selectOptions(within(dialogo).getByRole('combobox', { name: 'Encerrar como' }), 'cancelado');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar encerramento' }));
    expect(await within(dialogo).findByText(/^Contrato cancelado em/)).toBeInTheDocument();
    // a contract made by mistake had no car handed over
    expect(within(dialogo).queryByRole('link', { name: 'Vistoria de devolução' })).not.toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ data_fim: hojeSaoPaulo(), status_contrato: 'cancelado' });
  });

  it('is not offered on a contract that is not ativo, and the edit form never offers to change the status', async () => {
    servidor({ ...ativo, status_contrato: 'finalizado', data_fim: '2025-04-30' });
    const { unmount } = open('/contratos/10/editar');
    await screen.findByRole('heading', { level: 1, name: 'Editar contrato' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Finalizado'));
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Encerrar contrato' })).not.toBeInTheDocument();
    unmount();
    servidor();
    open('/contratos/10/editar');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Ativo'));
    expect(screen.getByText(MSG.useEncerrarContrato)).toBeInTheDocument();
  });
});
