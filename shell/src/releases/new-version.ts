import { useEffect, useState } from 'react';
import { getRuntimeConfig, type RuntimeConfig } from '@frota/shared/base';

/** How often an open page asks whether a remote's active release changed: the issue asks for a minute at most. */
export const NEW_VERSION_INTERVAL_MS = 30_000;

/** Whether a /config.json read now names another entry for a remote than the one this page started with. */
export function remotesChanged(inicio: RuntimeConfig['remotes'], agora: unknown): boolean {
  const remotes = agora && typeof agora === 'object' ? (agora as { remotes?: unknown }).remotes : undefined;
  if (!remotes || typeof remotes !== 'object') return false;
  return Object.entries(remotes).some(([nome, url]) => typeof url === 'string' && (inicio as Record<string, string | undefined>)[nome] !== url);
}

/**
 * True once a remote's active release changed since the page started (issue 19): /config.json is read every 30 s
 * and when the window gets the focus back, while `active` (signed in). The page only offers the reload: a form with
 * unsaved input is never reloaded under the user.
 */
export function useNewVersion(active: boolean, { url = '/config.json', intervalMs = NEW_VERSION_INTERVAL_MS } = {}): boolean {
  const [nova, setNova] = useState(false);
  useEffect(() => {
    if (!active || nova) return;
    // /config.json as this page read it at start (the poll never reconfigures the app)
    const inicio = getRuntimeConfig().remotes;
    let vivo = true;
    const verificar = () => {
      fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } })
        .then((resposta) => (resposta.ok ? (resposta.json() as Promise<unknown>) : null))
        .then((config) => {
          if (vivo && remotesChanged(inicio, config)) setNova(true);
        })
        // offline or a server restarting: the next round asks again
        .catch(() => {});
    };
    const timer = setInterval(verificar, intervalMs);
    window.addEventListener('focus', verificar);
    return () => {
      vivo = false;
      clearInterval(timer);
      window.removeEventListener('focus', verificar);
    };
  }, [active, nova, url, intervalMs]);
  return nova;
}
