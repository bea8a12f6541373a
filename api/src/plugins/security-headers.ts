import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The origin of an absolute http(s) URL; null for a path on this server ('self' covers it). */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The CSP sources ('sha256-…') of a page's inline scripts. The static /login page inlines the few lines its form
 * needs (issue 17), so only those exact scripts run inline, never an injected one.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

/** The static pages with inline scripts: the staff's /login and the driver's /motorista/entrar (issue 37). */
const STATIC_PAGES = ['login.html', 'motorista-entrar.html'] as const;

function staticPagesScriptHashes(webRoot: string): string[] {
  return STATIC_PAGES.flatMap((page) => {
    try {
      return inlineScriptHashes(fs.readFileSync(path.join(webRoot, 'shell', 'dist', page), 'utf8'));
    } catch {
      return [];
    }
  });
}

const unique = (items: (string | null)[]) => [...new Set(items.filter((i): i is string => i !== null))];

/**
 * One policy for every response (the shell's pages, sw.js, the remotes' files, the API):
 * scripts only from here, the configured remotes' origins and the static pages' own inline scripts (by hash),
 * fetches also to the API and push hosts.
 * Chakra (emotion) injects <style> elements at run time without a nonce: style-src needs 'unsafe-inline'.
 */
export function contentSecurityPolicy(config: Pick<Config, 'remotes' | 'publicApiUrl' | 'pushApiUrl'>, scriptHashes: string[] = []): string {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const apis = unique([originOf(config.publicApiUrl), originOf(config.pushApiUrl)]);
  const list = (...sources: string[]) => unique(sources).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...scriptHashes, ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, ...apis)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

function isJson(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json');
}

/**
 * Security headers on every answer. HSTS only when the request came over TLS: directly, or through a
 * proxy trusted with TRUST_PROXY that says so in X-Forwarded-Proto (request.protocol reads it then).
 */
export function securityHeaders(config: Config): (request: FastifyRequest, reply: FastifyReply) => void {
  const csp = contentSecurityPolicy(config, staticPagesScriptHashes(config.webRoot));
  return (request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // API answers carry personal data (CPF, addresses): never kept by a browser or shared cache. The route matched
    // says what an answer is, whatever the URL's spelling (/%61pi/… reaches /api/…); any other JSON is an error
    if (!reply.hasHeader('Cache-Control') && (request.routeOptions.url?.startsWith('/api') || isJson(reply))) {
      reply.header('Cache-Control', 'no-store');
    }
  };
}

async function securityHeadersPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const apply = securityHeaders(config);
  app.addHook('onSend', async (request, reply, payload) => {
    apply(request, reply);
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
