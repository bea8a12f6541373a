import { MSG } from '@frota/shared/domain';
import { tokenStore } from '@frota/shared/session';
import { takeReturnPath } from '../auth/return-path';
import { apiBaseUrl } from '../pwa/api-base-url';

interface LoginDeps {
  fetch: typeof fetch;
  /** where the browser goes once signed in (a full load: the app is not on this page) */
  open: (path: string) => void;
}

async function signIn(fetcher: typeof fetch, email: string, senha: string): Promise<string | null> {
  try {
    const response = await fetcher(`${await apiBaseUrl(fetcher)}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, senha }),
    });
    if (!response.ok) return null;
    const { token } = (await response.json()) as { token?: unknown };
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The login form of the static /login page (SPEC "Login screen"): on success the token is kept and the browser
 * opens where the guard sent the visitor from; every failure shows the same message in red above the form (SPEC §8).
 */
export function setUpLoginForm(root: Document, { fetch: fetcher, open }: LoginDeps): void {
  const form = root.querySelector('form');
  const failure = root.getElementById('falha');
  const button = form?.querySelector('button');
  if (!form || !failure || !button) return;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    failure.hidden = true;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    void signIn(fetcher, String(data.get('email') ?? ''), String(data.get('senha') ?? '')).then((token) => {
      if (token) {
        tokenStore.set(token);
        open(takeReturnPath());
        return;
      }
      failure.textContent = MSG.loginInvalido;
      failure.hidden = false;
      button.disabled = false;
      button.removeAttribute('aria-busy');
    });
  });
}
