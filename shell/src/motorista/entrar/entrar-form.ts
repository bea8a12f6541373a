import { MSG } from '@frota/shared/domain';
import { DRIVER_TOKEN_KEY } from '@frota/shared/driver-token';
import { apiBaseUrl } from '../../pwa/api-base-url';
import { SALDO_PATH } from '../driver-page';
import { diaDigitado, mascaraData } from './data-digitada';
import { esquecerLink, tokenDoLink } from './link-recebido';

export const DATA_INVALIDA = 'Informe a data no formato dd/mm/aaaa.';
// the kit's HttpError says the same when a server answers without a message
const FALHA = 'Ocorreu um erro inesperado. Por favor, tente novamente.';

interface EntrarDeps {
  fetch: typeof fetch;
  /** where the phone goes once signed in (a full load: the driver's page is not on this one) */
  open: (path: string) => void;
}

/** POST /api/motorista/sessao; the token, or the message to show (the server's own: a wrong date, a used link). */
async function entrar(fetcher: typeof fetch, token: string, dataNascimento: string): Promise<{ token: string } | { erro: string }> {
  let response: Response;
  try {
    // no Idempotency-Key: the answer carries a session token, which must never be kept for a replay
    response = await fetcher(`${await apiBaseUrl(fetcher)}/motorista/sessao`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token, data_nascimento: dataNascimento }),
    });
  } catch {
    return { erro: MSG.semConexao };
  }
  const body = (await response.json().catch(() => ({}))) as { token?: unknown; message?: unknown };
  if (response.ok && typeof body.token === 'string') return { token: body.token };
  return { erro: typeof body.message === 'string' && body.message ? body.message : FALHA };
}

/**
 * The static /motorista/entrar#<token> page (issue 37): the driver confirms his birth date, typed dd/mm/aaaa with
 * the slashes coming by themselves; his session's token is kept under its own key and the phone opens his Saldo.
 */
export function setUpEntrar(root: Document, { fetch: fetcher, open }: EntrarDeps): void {
  const form = root.querySelector('form');
  const semLink = root.getElementById('sem-link');
  const input = root.querySelector<HTMLInputElement>('#data-nascimento');
  const falha = root.getElementById('falha');
  const button = form?.querySelector('button');
  if (!form || !semLink || !input || !falha || !button) return;

  const token = tokenDoLink();
  if (!token) {
    semLink.hidden = false;
    return;
  }
  form.hidden = false;
  const mostrar = (erro: string | null) => {
    falha.textContent = erro ?? '';
    falha.hidden = erro === null;
    input.setAttribute('aria-invalid', String(erro !== null));
  };
  input.addEventListener('input', () => {
    input.value = mascaraData(input.value);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const dia = diaDigitado(input.value);
    if (!dia) return mostrar(DATA_INVALIDA);
    mostrar(null);
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    void entrar(fetcher, token, dia).then((resposta) => {
      if ('token' in resposta) {
        window.localStorage.setItem(DRIVER_TOKEN_KEY, resposta.token);
        esquecerLink();
        open(SALDO_PATH);
        return;
      }
      mostrar(resposta.erro);
      button.disabled = false;
      button.removeAttribute('aria-busy');
    });
  });
}
