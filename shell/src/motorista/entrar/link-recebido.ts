// The link the staff send, <origin>/motorista/entrar#<token>: the token is read from the fragment, which never
// reaches a server log, then taken off the address bar (a screenshot or a shared tab would carry it) and kept for
// this tab only, so a reload of the page still signs in.
const KEY = 'motorista.link';

export function tokenDoLink(): string | null {
  const doFragmento = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (doFragmento) {
    try {
      window.sessionStorage.setItem(KEY, doFragmento);
    } catch {
      // storage disabled: the token stays in memory for this render only
    }
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return doFragmento;
  }
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function esquecerLink(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
