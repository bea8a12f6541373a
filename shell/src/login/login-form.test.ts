import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnPath } from '../auth/return-path';
import { setUpLoginForm } from './login-form';

const page = readFileSync(join(import.meta.dirname, 'login.html'), 'utf8');

type Answer = { status: number; body?: unknown } | 'network-error';

/** The page as the server sends it, with a fake network: /config.json names the API, POST /login answers `login`. */
function openLoginPage(login: Answer, apiBaseUrl = '/api') {
  document.documentElement.innerHTML = new DOMParser().parseFromString(page, 'text/html').documentElement.innerHTML;
  const requests: { url: string; init?: RequestInit }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    if (String(url) === '/config.json') return Response.json({ apiBaseUrl });
    if (login === 'network-error') throw new TypeError('Failed to fetch');
    return Response.json(login.body ?? {}, { status: login.status });
  });
  const open = vi.fn();
  setUpLoginForm(document, { fetch: fetcher as typeof fetch, open });
  return { requests, open };
}

function submit(email: string, senha: string) {
  (document.querySelector('input[name=email]') as HTMLInputElement).value = email;
  (document.querySelector('input[name=senha]') as HTMLInputElement).value = senha;
  document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
}

const failure = () => document.getElementById('falha')!;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the static login page', () => {
  it('has the SPEC fields: title, "Login", Email (required, autofocus), Senha (required) and Entrar', () => {
    openLoginPage({ status: 401 });
    expect(document.querySelector('h1')).toHaveTextContent('Frota');
    expect(document.querySelector('h2')).toHaveTextContent('Login');
    const email = document.querySelector('input[name=email]')!;
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autofocus');
    expect(document.querySelector('input[name=senha]')).toHaveAttribute('type', 'password');
    expect(document.querySelector('input[name=senha]')).toBeRequired();
    expect(document.querySelector('button[type=submit]')).toHaveTextContent('Entrar');
    expect(failure()).not.toBeVisible();
  });

  it('keeps the token and opens where the guard sent the visitor from', async () => {
    rememberReturnPath('/?aba=resumo#x');
    const { requests, open } = openLoginPage({ status: 200, body: { token: 'tok-1' } }, 'https://api.frota.example/api');
    submit('admin@frota.com.br', 'certa');
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('/?aba=resumo#x'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    const post = requests.find((r) => r.init?.method === 'POST')!;
    expect(post.url).toBe('https://api.frota.example/api/login');
    expect(JSON.parse(String(post.init?.body))).toEqual({ email: 'admin@frota.com.br', senha: 'certa' });
    // taken once: a later sign-in in this tab goes to /
    expect(sessionStorage.getItem('frota:voltar')).toBeNull();
  });

  it('goes to / when nothing was kept, or when what was kept is not a path of this app', async () => {
    rememberReturnPath('//elsewhere.example/x');
    const { open } = openLoginPage({ status: 200, body: { token: 'tok-2' } });
    submit('a@b.com', 'certa');
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('/'));
  });

  it.each<[string, Answer]>([
    ['a wrong password (401)', { status: 401, body: { message: 'Email ou senha inválidos' } }],
    ['too many attempts (429)', { status: 429, body: { message: 'Muitas tentativas' } }],
    ['a network error', 'network-error'],
  ])('shows "Email ou senha inválidos" above the form on %s, keeps no token and lets the user retry', async (_case, answer) => {
    const { open } = openLoginPage(answer);
    submit('a@b.com', 'errada');
    await vi.waitFor(() => expect(failure()).toBeVisible());
    expect(failure()).toHaveTextContent('Email ou senha inválidos');
    expect(failure().compareDocumentPosition(document.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelector('button')).toBeEnabled();
    expect((document.querySelector('input[name=email]') as HTMLInputElement).value).toBe('a@b.com');
  });

  it('disables Entrar while the answer is on its way', () => {
    openLoginPage({ status: 200, body: { token: 't' } });
    submit('a@b.com', 'x');
    expect(document.querySelector('button')).toBeDisabled();
  });
});
