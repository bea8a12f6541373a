/**
 * The browsers' push services: FCM (Chrome, Edge on Android, Opera, Samsung), Mozilla autopush (Firefox),
 * Apple (Safari) and WNS (Edge on Windows). `*.` in front: any subdomain of that name.
 */
export const BROWSER_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export const PUSH_HOST_NAO_PERMITIDO = 'Serviço de push não permitido.';

function matches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/**
 * The endpoint as the server will request it (WHATWG-normalised, so the sender's own URL parsing sees the
 * same host), or null unless it is https to a browser push service on the default port or to a host of
 * PUSH_HOSTS (`extraHosts`, any port). The server POSTs to every stored endpoint: anything else would let a
 * client aim it at any host (SSRF).
 */
export function allowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname;
  if (extraHosts.some((p) => matches(host, p))) return url.href;
  return url.port === '' && BROWSER_PUSH_HOSTS.some((p) => matches(host, p)) ? url.href : null;
}
