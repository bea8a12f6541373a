import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, listOf, signedInAs, type Seen } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';

const api = fakeApi();

const maria = { id: 7, versao: 3, nome: 'Maria Souza', email: 'maria@frota.com.br', papel: 'financeiro', ativo: true, trocar_senha: false };
const joao = { id: 8, versao: 1, nome: 'João Silva', email: 'joao@frota.com.br', papel: 'operacional', ativo: false, trocar_senha: true };

function abrir(answer: (s: Seen) => ReturnType<typeof listOf> | { status: number; body?: unknown }) {
  window.localStorage.setItem('token', 'tok-admin');
  api.answer = answer;
  renderAt('/usuarios', <AppRoutes />);
  return userEvent.setup();
}

describe('/usuarios', () => {
  it('lists the users with their role and situation', async () => {
    abrir(() => listOf([maria, joao]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuários' })).toBeInTheDocument();
    const linha = (await screen.findByText('Maria Souza')).closest('tr') as HTMLElement;
    expect(within(linha).getByText('Financeiro')).toBeInTheDocument();
    expect(within(linha).getByText('Ativo')).toBeInTheDocument();
    expect(within(screen.getByText('João Silva').closest('tr') as HTMLElement).getByText('Inativo')).toBeInTheDocument();
  });

  it('creates a user and shows the temporary password once', async () => {
    const user = abrir(({ method }) => (method === 'POST' ? { status: 201, body: { ...joao, id: 9, ativo: true, senha_temporaria: 'Abc23defGhi45jkL' } } : listOf([maria])));
    await user.click(await screen.findByRole('button', { name: 'Novo usuário' }));
    await user.click(await screen.findByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(api.seen.filter((s) => s.method === 'POST')).toEqual([]);
    await user.type(screen.getByLabelText(/^Nome/), 'João Silva');
    await user.type(screen.getByLabelText(/^Email/), 'joao@frota.com.br');
    await user.selectOptions(screen.getByLabelText(/^Papel/), 'Operacional');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByTestId('senha-temporaria')).toHaveTextContent('Abc23defGhi45jkL');
    expect(screen.getByText('Senha temporária de João Silva')).toBeInTheDocument();
    const post = api.seen.find((s) => s.method === 'POST');
    expect(post?.body).toEqual({ nome: 'João Silva', email: 'joao@frota.com.br', papel: 'operacional' });
    expect(post?.headers['idempotency-key']).toBeTruthy();
  });

  it('changes a role over the version it showed, and shows the last-administrador refusal', async () => {
    let puts = 0;
    const user = abrir(({ method }) => {
      if (method !== 'PUT') return listOf([maria]);
      puts++;
      return puts === 1 ? { status: 409, body: { message: 'É preciso manter ao menos um administrador ativo.' } } : { status: 200, body: { ...maria, papel: 'operacional', versao: 4 } };
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Maria Souza' }));
    await user.selectOptions(await screen.findByLabelText(/^Papel/), 'Operacional');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('É preciso manter ao menos um administrador ativo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário salvo')).toBeInTheDocument();
    const put = api.seen.filter((s) => s.method === 'PUT').at(-1);
    expect(put).toMatchObject({ path: '/api/usuarios/7', headers: { 'if-match': '"3"' }, body: { nome: 'Maria Souza', email: 'maria@frota.com.br', papel: 'operacional', ativo: true } });
  });

  it('resets a password after naming whose, and shows the new temporary one', async () => {
    const user = abrir(({ method }) => (method === 'POST' ? { status: 200, body: { ...maria, trocar_senha: true, senha_temporaria: 'Nova23senhaTemp9' } } : listOf([maria])));
    await user.click(await screen.findByRole('button', { name: 'Redefinir senha de Maria Souza' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Redefinir a senha de Maria Souza \(maria@frota.com.br\)\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByTestId('senha-temporaria')).toHaveTextContent('Nova23senhaTemp9');
    expect(api.seen.find((s) => s.method === 'POST')?.path).toBe('/api/usuarios/7/redefinir-senha');
  });

  it('tells another role it may not, without asking the API for users', async () => {
    signedInAs('operacional');
    abrir(() => listOf([maria]));
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    await waitFor(() => expect(api.seen.filter((s) => s.path === '/api/usuarios')).toEqual([]));
  });
});
