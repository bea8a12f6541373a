import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared';
import { fakeApi, listOf, renderAt, signedInAs } from '@frota/shared/testing';
import Pagamentos from '../exposes/pagamentos';

const api = fakeApi();

const contrato = {
  id: 10,
  motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' },
  veiculo: { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
};
const base = { contrato_id: 10, data_pagamento: null, valor_pago: 650.5, tipo: 'aluguel', valor_recebido: 0, saldo: 650.5, multa_id: null, sinistro_id: null, contrato, versao: 3 };
// one day late: 13,01 of multa and 0,22 of juros
const atrasado = { ...base, id: 22, data_prevista: '2025-03-10', status_pagamento: 'atrasado', encargos: 13.23 };
const pendente = { ...base, id: 21, data_prevista: '2025-03-17', status_pagamento: 'pendente', encargos: 0 };

const open = () => renderAt('/pagamentos', { '/pagamentos/*': <Pagamentos /> });
const linhaDo = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr') as HTMLElement;
const posts = () => api.seen.filter((r) => r.method === 'POST');

/** The list; no Pix configured; a receipt above the saldo answers the encargos charge it made. */
function servidor() {
  api.answer = (req) => {
    if (req.path.endsWith('/pix')) return { status: 404, body: { message: MSG.pixNaoConfigurado } };
    if (req.method === 'POST' && req.path === '/api/pagamentos/22/recebimentos') {
      const body = req.body as { valor: number; data_pagamento: string };
      const encargos = Math.round((body.valor - 650.5) * 100) / 100;
      return { status: 201, body: { id: 77, versao: 1, pagamento_id: 22, created_at: '2025-03-12T13:00:00Z', ...body, valor: 650.5, encargos: { pagamento_id: 90, valor: encargos } } };
    }
    if (req.method === 'POST' && req.path === '/api/pagamentos/22/isentar-encargos') {
      return { status: 200, body: { ...atrasado, encargos: 0, encargos_isencao_motivo: (req.body as { motivo: string }).motivo, versao: 4 } };
    }
    return listOf([atrasado, pendente]);
  };
}

describe('encargos on the payments list', () => {
  it('shows "Encargos R$ x" under an overdue rent’s saldo, and nothing on a charge without them', async () => {
    servidor();
    open();
    await screen.findByRole('cell', { name: '22' });
    expect(within(linhaDo(22)).getByText('Encargos R$ 13,23')).toBeInTheDocument();
    expect(within(linhaDo(21)).queryByText(/^Encargos/)).not.toBeInTheDocument();
  });

  it('the receipt offers rent + encargos, says what the amount pays, and what it recorded', async () => {
    const user = userEvent.setup();
    servidor();
    open();
    await screen.findByRole('cell', { name: '22' });
    await user.click(within(linhaDo(22)).getByRole('button', { name: /^Registrar recebimento de ABC-1D23 — Ana Souza, R\$\s663,73$/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar recebimento' });
    const valor = await within(dialogo).findByRole('textbox', { name: 'Valor' });
    expect(dialogo).toHaveTextContent('saldo R$ 650,50 · encargos R$ 13,23');
    expect(valor).toHaveValue('R$ 663,73');
    expect(within(dialogo).getByText('R$ 650,50 de aluguel + R$ 13,23 de encargos')).toBeInTheDocument();
    await user.clear(valor);
    await user.type(valor, '663,74');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText('O valor é maior que o saldo desta cobrança com os encargos (R$ 663,73).')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.clear(valor);
    await user.type(valor, '655,50');
    expect(within(dialogo).getByText('R$ 650,50 de aluguel + R$ 5,00 de encargos')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText(/Recebimento registrado: R\$\s650,50 \+ R\$\s5,00 de encargos em/)).toBeInTheDocument();
    expect(posts().map((p) => (p.body as { valor: number }).valor)).toEqual([655.5]);
  });

  it('"Isentar encargos", in the receipt’s sheet, asks the motivo, then waives them', async () => {
    const user = userEvent.setup();
    servidor();
    open();
    await screen.findByRole('cell', { name: '22' });
    await user.click(within(linhaDo(22)).getByRole('button', { name: /^Registrar recebimento/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar recebimento' });
    await user.click(within(dialogo).getByRole('button', { name: /^Isentar encargos de R\$\s13,23$/ }));
    const isencao = within(dialogo).getByRole('region', { name: 'Isentar encargos' });
    expect(isencao).toHaveTextContent('Daí em diante este aluguel não terá encargos por atraso.');
    // the receipt's fields give way to the waiver's, and come back on Cancelar
    expect(within(dialogo).queryByRole('textbox', { name: 'Valor' })).not.toBeInTheDocument();
    await user.click(within(isencao).getByRole('button', { name: 'Cancelar' }));
    expect(await within(dialogo).findByRole('textbox', { name: 'Valor' })).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: /^Isentar encargos/ }));
    await user.click(within(dialogo).getByRole('button', { name: 'Isentar' }));
    expect(await within(dialogo).findByText(MSG.obrigatorio)).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Acordo com o motorista');
    await user.click(within(dialogo).getByRole('button', { name: 'Isentar' }));
    expect(await screen.findByText('Encargos isentados')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar recebimento' })).not.toBeInTheDocument());
    expect(posts()).toEqual([expect.objectContaining({ path: '/api/pagamentos/22/isentar-encargos', body: { motivo: 'Acordo com o motorista' } })]);
  });

  it('an operacional sees the encargos but may not waive them', async () => {
    signedInAs('operacional');
    servidor();
    open();
    await screen.findByRole('cell', { name: '22' });
    expect(within(linhaDo(22)).getByText('Encargos R$ 13,23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Isentar encargos/ })).not.toBeInTheDocument();
  });
});
