import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { DRIVER_TOKEN_KEY } from '@frota/shared/driver-token';
import { tokenStore } from '@frota/shared/session';
import { ABRA_O_LINK, SALDO_PATH } from '../driver-page';
import { DATA_INVALIDA, setUpEntrar } from './entrar-form';

const page = readFileSync(join(import.meta.dirname, 'entrar.html'), 'utf8');

type Answer = { status: number; body?: unknown } | 'network-error';

/** The page as the server sends it, opened at `hash`, with a fake network: POST /api/motorista/sessao answers `answer`. */
function abrir(hash: string, answer: Answer = { status: 401 }) {
  window.history.replaceState(null, '', `/motorista/entrar${hash}`);
  document.documentElement.innerHTML = new DOMParser().parseFromString(page, 'text/html').documentElement.innerHTML;
  const requests: { url: string; init?: RequestInit }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    if (String(url) === '/config.json') return Response.json({ apiBaseUrl: '/api' });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return Response.json(answer.body ?? {}, { status: answer.status });
  });
  const open = vi.fn();
  setUpEntrar(document, { fetch: fetcher as typeof fetch, open });
  return { requests, open };
}

const campo = () => document.querySelector<HTMLInputElement>('#data-nascimento')!;
const botao = () => document.querySelector('button')!;
const falha = () => document.getElementById('falha')!;

function digitar(texto: string) {
  for (const letra of texto) {
    campo().value += letra;
    campo().dispatchEvent(new Event('input'));
  }
}
const enviar = () => document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the static /motorista/entrar page', () => {
  it('reads the token from the fragment, takes it off the address bar, and sends the date typed dd/mm/aaaa as aaaa-mm-dd', async () => {
    tokenStore.set('sessao-da-equipe');
    const { requests, open } = abrir('#tok-do-link', { status: 201, body: { token: 'sessao-nova', expira_em: '2026-12-29T12:00:00.000Z' } });
    expect(window.location.hash).toBe('');
    expect(document.querySelector('form')).toBeVisible();
    expect(campo()).toHaveAccessibleName('Data de nascimento');
    digitar('01021990');
    expect(campo()).toHaveValue('01/02/1990');
    enviar();
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(SALDO_PATH));
    const post = requests.find((r) => r.url === '/api/motorista/sessao')!;
    expect(post.init?.method).toBe('POST');
    expect(JSON.parse(String(post.init?.body))).toEqual({ token: 'tok-do-link', data_nascimento: '1990-02-01' });
    // the sign-in sends no session, nor a key that would replay its token
    expect(post.init?.headers).not.toHaveProperty('Authorization');
    expect(post.init?.headers).not.toHaveProperty('Idempotency-Key');
    expect(localStorage.getItem(DRIVER_TOKEN_KEY)).toBe('sessao-nova');
    expect(tokenStore.get()).toBe('sessao-da-equipe');
    // a reload of the page after signing in no longer carries the link
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the server's message on a 401, keeps the link for another try and the staff's session", async () => {
    tokenStore.set('sessao-da-equipe');
    const { open } = abrir('#tok-do-link', { status: 401, body: { message: 'Data de nascimento não confere.' } });
    digitar('02/02/1990');
    enviar();
    await vi.waitFor(() => expect(falha()).toHaveTextContent('Data de nascimento não confere.'));
    expect(falha()).toBeVisible();
    expect(campo()).toHaveAttribute('aria-invalid', 'true');
    expect(botao()).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem(DRIVER_TOKEN_KEY)).toBeNull();
    expect(tokenStore.get()).toBe('sessao-da-equipe');
    expect(sessionStorage.getItem('motorista.link')).toBe('tok-do-link');
  });

  it('refuses a date that is not a day, without asking the server', () => {
    const { requests } = abrir('#tok-do-link');
    digitar('31/02/1990');
    enviar();
    expect(falha()).toHaveTextContent(DATA_INVALIDA);
    expect(requests).toHaveLength(0);
  });

  it('says so when the phone has no signal, and keeps what was typed', async () => {
    abrir('#tok-do-link', 'network-error');
    digitar('01021990');
    enviar();
    await vi.waitFor(() => expect(falha()).toHaveTextContent(MSG.semConexao));
    expect(campo()).toHaveValue('01/02/1990');
    expect(botao()).toBeEnabled();
  });

  it('a reload keeps the link the fragment brought (this tab only)', () => {
    abrir('#tok-do-link');
    const { open } = abrir('');
    expect(document.querySelector('form')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('without a link says to open the one sent by WhatsApp', () => {
    abrir('');
    expect(document.getElementById('sem-link')).toBeVisible();
    expect(document.getElementById('sem-link')).toHaveTextContent(ABRA_O_LINK);
    expect(document.querySelector('form')).not.toBeVisible();
  });
});
