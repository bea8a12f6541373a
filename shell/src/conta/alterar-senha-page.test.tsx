import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signedInAs } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';

const api = fakeApi();

const preencher = async (user: ReturnType<typeof userEvent.setup>, atual: string, nova: string, confirmacao = nova) => {
  await user.type(await screen.findByLabelText(/Senha atual/), atual);
  await user.type(screen.getByLabelText(/^Nova senha/), nova);
  await user.type(screen.getByLabelText(/Confirme a nova senha/), confirmacao);
  await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
};

describe('/alterar-senha', () => {
  it('a temporary password sends every page here, and a new one opens the app', async () => {
    signedInAs('operacional', { trocar_senha: true });
    window.localStorage.setItem('token', 'tok-temp');
    api.answer = ({ method, path }) => {
      if (method === 'PUT' && path === '/api/me/senha') return { status: 204 };
      if (path === '/api/me') return { status: 200, body: { id: 1, email: 'op@frota.com.br', nome: 'Op', papel: 'operacional', trocar_senha: false } };
      return { status: 200, body: { veiculos: { total: 0 } } };
    };
    renderAt('/veiculos', <AppRoutes />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/alterar-senha$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByText('Sua senha é temporária. Crie uma senha nova para continuar.')).toBeInTheDocument();

    const user = userEvent.setup();
    await preencher(user, 'Temporaria2345abc', 'girassol-caneca-trilho-42');
    expect(await screen.findByText('Senha alterada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.seen.find((s) => s.method === 'PUT')?.body).toEqual({ senha_atual: 'Temporaria2345abc', nova_senha: 'girassol-caneca-trilho-42' });
  });

  it('checks the confirmation before sending, and shows the server’s reason on its field', async () => {
    signedInAs('financeiro');
    window.localStorage.setItem('token', 'tok-senha');
    api.answer = () => ({ status: 400, body: { message: 'Dados inválidos', errors: { nova_senha: 'Esta senha é fácil de adivinhar.' } } });
    renderAt('/alterar-senha', <AppRoutes />);
    const user = userEvent.setup();
    await preencher(user, 'senha-atual-1', 'uma-nova-senha-1', 'outra-coisa');
    expect(await screen.findByText('As senhas não são iguais.')).toBeInTheDocument();
    expect(api.seen.filter((s) => s.method === 'PUT')).toEqual([]);

    await user.clear(screen.getByLabelText(/Confirme a nova senha/));
    await user.type(screen.getByLabelText(/Confirme a nova senha/), 'uma-nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('Esta senha é fácil de adivinhar.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/alterar-senha$/);
  });
});
