import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inteiroNaoNegativo } from '../../domain';
import { createResource } from '../../data/resource';
import { fakeApi, renderAt } from '../../testing';
import { ResourceForm } from './resource-form';

// issue 31: a km typed as Brazilians type it, "15.300", is 15300 (a number input read it as 15.3: "Informe um número inteiro")
const leituraInput = z.object({ km: inteiroNaoNegativo() });
interface Leitura {
  id: number;
  versao: number;
  km: number;
}
const leituras = createResource<Leitura, z.output<typeof leituraInput>>({ name: 'leituras', endpoint: '/leituras' });
const texts = { created: 'Leitura criada com sucesso!', updated: 'Leitura atualizada com sucesso!', saveError: 'Erro ao salvar.', loadError: 'Erro ao carregar.' };

const api = fakeApi();

function renderForm(id?: string) {
  return renderAt(id ? `/leituras/${id}/editar` : '/leituras/novo', {
    '*': <ResourceForm resource={leituras} schema={leituraInput} fields={[{ name: 'km', label: 'Km', type: 'integer', required: true }]} title="Leitura" texts={texts} listPath="/leituras" id={id} />,
  });
}

const salvo = () => ({ status: 201, body: { id: 1, versao: 1 } });

describe('integer (km) field', () => {
  it.each([['15.300'], ['15300']])('reads "%s" as 15300, shown "15.300", in numeric input mode', async (text) => {
    const user = userEvent.setup();
    api.answer = ({ body }) => ({ ...salvo(), body: { id: 1, versao: 1, ...(body as object) } });
    renderForm();
    const km = screen.getByRole('textbox', { name: 'Km' });
    expect(km).toHaveAttribute('inputmode', 'numeric');
    await user.type(km, text);
    expect(km).toHaveValue('15.300');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(texts.created);
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ km: 15300 });
  });

  it('reads a value set whole (a paste, a browser test\'s fill) with its thousands dots', async () => {
    const user = userEvent.setup();
    api.answer = ({ body }) => ({ ...salvo(), body: { id: 1, versao: 1, ...(body as object) } });
    renderForm();
    const km = screen.getByRole('textbox', { name: 'Km' });
    fireEvent.change(km, { target: { value: '1.234.567' } });
    expect(km).toHaveValue('1.234.567');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(texts.created);
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ km: 1234567 });
  });

  it('shows a loaded km grouped and sends the number back', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, body }) => (method === 'GET' ? { status: 200, body: { id: 3, versao: 2, km: 21500 } } : { status: 200, body: { id: 3, versao: 3, ...(body as object) } });
    renderForm('3');
    const km = await screen.findByRole('textbox', { name: 'Km' });
    await waitFor(() => expect(km).toHaveValue('21.500'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(texts.updated);
    expect(api.seen.find((r) => r.method === 'PUT')?.body).toEqual({ km: 21500 });
  });

  it('keeps a minus, answered "O valor não pode ser negativo"; empty is "Campo obrigatório"; nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    const km = screen.getByRole('textbox', { name: 'Km' });
    await user.type(km, '-15.300');
    expect(km).toHaveValue('-15.300');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O valor não pode ser negativo')).toBeInTheDocument();
    await user.clear(km);
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });
});
