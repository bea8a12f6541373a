import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { driverSession, tokenStore } from '@frota/shared';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Entrar from '../exposes/entrar';
import { ABRA_O_LINK, DATA_INVALIDA } from './entrar-page';
import { esquecerLink } from './link-recebido';

const api = fakeApi();

afterEach(() => {
  driverSession.end('saiu');
  tokenStore.clear();
  esquecerLink();
});

const abrir = (hash = '#tok-do-link') => renderAt(`/motorista/entrar${hash}`, { '/motorista/entrar': <Entrar />, '/motorista': <p>Saldo aberto</p> });

describe('/motorista/entrar', () => {
  it('reads the token from the fragment, takes it off the address bar, and sends the birth date typed dd/mm/aaaa as aaaa-mm-dd', async () => {
    const user = userEvent.setup();
    tokenStore.set('sessao-da-equipe');
    api.answer = () => ({ status: 201, body: { token: 'sessao-nova', expira_em: '2026-12-29T12:00:00.000Z', motorista: { id: 9, nome: 'Ana Souza' } } });
    abrir();
    expect(window.location.hash).toBe('');
    await user.type(screen.getByLabelText('Data de nascimento'), '01021990');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('01/02/1990');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Saldo aberto')).toBeInTheDocument();
    expect(api.seen[0]).toMatchObject({ method: 'POST', path: '/api/motorista/sessao', body: { token: 'tok-do-link', data_nascimento: '1990-02-01' } });
    // the sign-in sends no session, nor a key that would replay its token
    expect(api.seen[0]?.headers.authorization).toBeUndefined();
    expect(api.seen[0]?.headers['idempotency-key']).toBeUndefined();
    expect(driverSession.get()).toBe('sessao-nova');
    expect(tokenStore.get()).toBe('sessao-da-equipe');
  });

  it("shows the server's message on a 401 and keeps the staff's session", async () => {
    const user = userEvent.setup();
    tokenStore.set('sessao-da-equipe');
    api.answer = () => ({ status: 401, body: { message: 'Data de nascimento não confere.' } });
    abrir();
    await user.type(screen.getByLabelText('Data de nascimento'), '02/02/1990');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Data de nascimento não confere.')).toBeInTheDocument();
    expect(driverSession.get()).toBeNull();
    expect(tokenStore.get()).toBe('sessao-da-equipe');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('refuses a date that is not a day, without asking the server', async () => {
    const user = userEvent.setup();
    abrir();
    await user.type(screen.getByLabelText('Data de nascimento'), '31/02/1990');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(DATA_INVALIDA)).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('without a link says to open the one sent by WhatsApp', () => {
    abrir('');
    expect(screen.getByText(ABRA_O_LINK)).toBeInTheDocument();
    expect(screen.queryByLabelText('Data de nascimento')).not.toBeInTheDocument();
  });
});
