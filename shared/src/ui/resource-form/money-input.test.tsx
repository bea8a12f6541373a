import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dinheiro } from '../../domain';
import { createResource } from '../../data/resource';
import { fakeApi, renderAt } from '../../testing';
import { FrotaProvider } from '../frota-provider';
import { MoneyInput, parseValorColado } from './money-input';
import { MoneyInput as KitMoneyInput } from './money-input-lazy';
import { ResourceForm } from './resource-form';

const compraInput = z.object({ valor: dinheiro() });
interface Compra {
  id: number;
  versao: number;
  valor: number;
}
const compras = createResource<Compra, z.output<typeof compraInput>>({ name: 'compras', endpoint: '/compras' });
const texts = { created: 'Compra criada com sucesso!', updated: 'Compra atualizada com sucesso!', saveError: 'Erro ao salvar.', loadError: 'Erro ao carregar.' };

const api = fakeApi();

function renderForm(id?: string) {
  return renderAt(id ? `/compras/${id}/editar` : '/compras/novo', {
    '*': <ResourceForm resource={compras} schema={compraInput} fields={[{ name: 'valor', label: 'Valor', type: 'money', required: true }]} title="Compra" texts={texts} listPath="/compras" id={id} />,
  });
}

async function typed(text: string): Promise<{ shown: string; sent: unknown }> {
  const user = userEvent.setup();
  api.answer = ({ body }) => ({ status: 201, body: { id: 1, versao: 1, ...(body as object) } });
  const view = renderForm();
  const valor = screen.getByRole('textbox', { name: 'Valor' });
  await user.type(valor, text);
  await user.tab();
  const shown = (valor as HTMLInputElement).value;
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(api.seen.some((r) => r.method === 'POST')).toBe(true));
  const sent = (api.seen.find((r) => r.method === 'POST')?.body as { valor: unknown }).valor;
  view.unmount();
  api.seen.length = 0;
  return { shown, sent };
}

describe('money field', () => {
  it.each([
    ['89.900,50'],
    ['89900,50'],
    ['89900.5'],
  ])('reads "%s" as 89900.5 and shows it as "R$ 89.900,50"', async (text) => {
    expect(await typed(text)).toEqual({ shown: 'R$ 89.900,50', sent: 89900.5 });
  });

  it('groups thousands and keeps two decimals as you type', async () => {
    expect(await typed('1234567,899')).toEqual({ shown: 'R$ 1.234.567,89', sent: 1234567.89 });
    expect(await typed('12.345.678')).toEqual({ shown: 'R$ 12.345.678,00', sent: 12345678 });
    expect(await typed('1.5')).toEqual({ shown: 'R$ 1,50', sent: 1.5 });
  });

  it('keeps a minus typed, and the schema answers "O valor não pode ser negativo" with nothing sent (issue 31)', async () => {
    const user = userEvent.setup();
    renderForm();
    const valor = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(valor, '-50');
    await user.tab();
    expect(valor).toHaveValue('-R$ 50,00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O valor não pode ser negativo')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
    // the message goes as the sign does
    await user.clear(valor);
    await user.type(valor, '50');
    await waitFor(() => expect(screen.queryByText('O valor não pode ser negativo')).toBeNull());
  });

  it('keeps the comma after erasing the decimals, so they can be typed again', async () => {
    const user = userEvent.setup();
    renderForm();
    const valor = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(valor, '12,5');
    await user.keyboard('{Backspace}');
    expect(valor).toHaveValue('R$ 12,');
    await user.keyboard('75');
    expect(valor).toHaveValue('R$ 12,75');
  });

  it('reads a pasted amount whole', async () => {
    const user = userEvent.setup();
    api.answer = ({ body }) => ({ status: 201, body: { id: 1, versao: 1, ...(body as object) } });
    renderForm();
    const valor = screen.getByRole('textbox', { name: 'Valor' });
    await user.click(valor);
    await user.paste('89.900,50');
    await user.tab();
    expect(valor).toHaveValue('R$ 89.900,50');
    await user.clear(valor);
    await user.paste('89900.5');
    await user.tab();
    expect(valor).toHaveValue('R$ 89.900,50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(texts.created);
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ valor: 89900.5 });
  });

  it('shows a loaded amount as "R$ 89.900,50", with decimal input mode, and sends the number back', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, body }) => (method === 'GET' ? { status: 200, body: { id: 3, versao: 2, valor: 89900.5 } } : { status: 200, body: { id: 3, versao: 3, ...(body as object) } });
    renderForm('3');
    const valor = await screen.findByRole('textbox', { name: 'Valor' });
    await waitFor(() => expect(valor).toHaveValue('R$ 89.900,50'));
    expect(valor).toHaveAttribute('inputmode', 'decimal');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(texts.updated);
    expect(api.seen.find((r) => r.method === 'PUT')?.body).toEqual({ valor: 89900.5 });
  });

  it('reads a value set whole over another one (autofill, a browser test\'s fill)', async () => {
    api.answer = ({ method, body }) => (method === 'GET' ? { status: 200, body: { id: 3, versao: 2, valor: 640 } } : { status: 200, body: { id: 3, versao: 3, ...(body as object) } });
    renderForm('3');
    const valor = await screen.findByRole('textbox', { name: 'Valor' });
    await waitFor(() => expect(valor).toHaveValue('R$ 640,00'));
    fireEvent.change(valor, { target: { value: '700,00' } });
    fireEvent.blur(valor);
    expect(valor).toHaveValue('R$ 700,00');
    fireEvent.change(valor, { target: { value: '1.655,5' } });
    fireEvent.blur(valor);
    expect(valor).toHaveValue('R$ 1.655,50');
  });

  it('leaves an empty field empty, so the schema says it is required', async () => {
    const user = userEvent.setup();
    renderForm();
    const valor = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(valor, '12');
    await user.clear(valor);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });
});

describe('MoneyInput outside a form', () => {
  /** A controlled amount as a dialog keeps it in its own state; every change is recorded. */
  function renderControlled(initial: number | null) {
    const changes = vi.fn<(value: number | null) => void>();
    function Dialog() {
      const [valor, setValor] = useState(initial);
      return (
        <>
          <label htmlFor="valor">Valor</label>
          <MoneyInput
            id="valor"
            value={valor}
            onChange={(value) => {
              changes(value);
              setValor(value);
            }}
          />
        </>
      );
    }
    render(
      <FrotaProvider>
        <Dialog />
      </FrotaProvider>,
    );
    return { valor: screen.getByRole('textbox', { name: 'Valor' }), changes };
  }

  it('shows its amount, gives the number typed (its sign too) and null when emptied, with at most 2 decimals', async () => {
    const user = userEvent.setup();
    const { valor, changes } = renderControlled(450.5);
    expect(valor).toHaveValue('R$ 450,50');
    expect(valor).toHaveAttribute('inputmode', 'decimal');
    await user.clear(valor);
    expect(changes).toHaveBeenLastCalledWith(null);
    expect(valor).toHaveAttribute('placeholder', 'R$ 0,00');
    await user.type(valor, '-0,999');
    expect(changes).toHaveBeenLastCalledWith(-0.99);
    await user.clear(valor);
    await user.type(valor, '1.234,5');
    await user.tab();
    expect(changes).toHaveBeenLastCalledWith(1234.5);
    expect(valor).toHaveValue('R$ 1.234,50');
  });

  it('reads a value set whole (a browser test\'s fill, a paste)', () => {
    const { valor, changes } = renderControlled(null);
    expect(valor).toHaveValue('');
    fireEvent.change(valor, { target: { value: '200,50' } });
    fireEvent.blur(valor);
    expect(changes).toHaveBeenLastCalledWith(200.5);
    expect(valor).toHaveValue('R$ 200,50');
  });
});

describe("the kit's MoneyInput (its code loads on first render)", () => {
  it('shows the amount in an inert, unlabelled stand-in, then the field itself takes the typing', async () => {
    const user = userEvent.setup();
    const changes = vi.fn<(value: number | null) => void>();
    const { container } = render(
      <FrotaProvider>
        <label htmlFor="valor">Valor</label>
        <KitMoneyInput id="valor" size="lg" value={450.5} onChange={changes} />
      </FrotaProvider>,
    );
    const standIn = container.querySelector('input[aria-hidden="true"]');
    expect(standIn).toHaveAttribute('readonly');
    expect((standIn as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('R$ 450,50');
    expect(screen.queryByRole('textbox', { name: 'Valor' })).toBeNull();

    const valor = await screen.findByRole('textbox', { name: 'Valor' });
    expect(valor).toHaveValue('R$ 450,50');
    expect(container.querySelector('input[aria-hidden="true"]')).toBeNull();
    await user.clear(valor);
    await user.type(valor, '12,3');
    expect(changes).toHaveBeenLastCalledWith(12.3);
  });
});

describe('parseValorColado', () => {
  it('reads the comma as the decimal mark, a lone dot before 1–2 digits too, and other dots as thousands', () => {
    expect(['89.900,50', '89900,50', '89900.5', '89.900', '1.234.567', 'R$ 1.234,5', 'abc'].map(parseValorColado)).toEqual([
      '89900.50',
      '89900.50',
      '89900.5',
      '89900',
      '1234567',
      '1234.5',
      '',
    ]);
  });

  it('keeps a minus before the first digit', () => {
    expect(['-R$ 50,00', 'R$ -1.234,5', '-89900', 'R$ 50-'].map(parseValorColado)).toEqual(['-50.00', '-1234.5', '-89900', '50']);
  });
});
