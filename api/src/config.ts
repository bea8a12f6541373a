import { isIP } from 'node:net';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@frota/shared/domain';

/** The repository root: api/src/config.ts → ../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEMO_ADMIN = { email: 'admin@frota.com.br', password: 'frota2026' } as const;

export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; null selects embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** true when ADMIN_EMAIL/ADMIN_PASSWORD were not given and the documented demo login is used */
  demoAdmin: boolean;
  seedDemo: boolean;
  /** absolute lifetime of a session token (TOKEN_TTL_HOURS) */
  tokenTtlHours: number;
  /** a token unused for this long stops working (TOKEN_IDLE_MINUTES) */
  tokenIdleMinutes: number;
  /**
   * a session the database confirmed is trusted this long without asking again (SESSION_CACHE_SECONDS, 0 = off).
   * Logout and a password change take effect at once; a session ended by the users CLI or by another instance on
   * the same PostgreSQL keeps working up to this long.
   */
  sessionCacheSeconds: number;
  /**
   * the dashboard's answer is kept this long per instance (DASHBOARD_CACHE_SECONDS, 0 = off); a write through this
   * instance drops it at once, one through another instance shows within this time and one read (past it, the kept
   * answer is still given while one request reads the next)
   */
  dashboardCacheSeconds: number;
  /**
   * failed logins of an email from one address allowed within the window, the next one answers 429 (LOGIN_MAX_FALHAS);
   * an address alone may fail four times that, and an email's failures from everywhere only slow it down (auth/throttle)
   */
  loginMaxFailures: number;
  /** the login throttling window (LOGIN_JANELA_MINUTOS) */
  loginWindowMinutes: number;
  /**
   * TRUST_PROXY: which X-Forwarded-For/-Proto to believe (the client address for login throttling, https for
   * HSTS). Off by default: a direct client could forge them. A comma-separated list of the proxies' addresses or CIDRs;
   * the client is the right-most address that is not one of them, and a request that did not come from one of them
   * is its own connection's address whatever it sends.
   */
  trustProxy: false | string[];
  webRoot: string;
  /** where `pnpm release` publishes the remotes' versions, served at /published/ (RELEASES_DIR; default <dataDir>/releases) */
  releasesDir: string;
  /** the @frota/shared version of this deployment's shell: a release's range must admit it (read once at start) */
  kitVersion: string;
  publicApiUrl: string;
  pushApiUrl: string;
  remotes: Record<RemoteName, string>;
  /** origins allowed to call /api from another host (comma-separated CORS_ORIGINS); empty = same origin only */
  corsOrigins: string[];
  logLevel: string;
  /** scheduled jobs (weekly charges, alert evaluation) run at start and then periodically; JOBS=0 turns all off */
  jobs: boolean;
  /** the weekly charges and overdue job (with JOBS); COBRANCAS_SEMANAIS=0 turns it off alone */
  weeklyCharges: boolean;
  /** km driven since the last service that make a vehicle due (ALERTA_KM) */
  alertKm: number;
  /** days since the last service that make a vehicle due (ALERTA_DIAS) */
  alertDays: number;
  /** how many days before a paper's due date (or a driver's CNH's) its alert opens (ALERTA_DOCUMENTO_DIAS) */
  alertDocumentDays: number;
  /** Web Push keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null: generated on the first start and kept in the database */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /** VAPID_SUBJECT (mailto: or https:); null: mailto: the admin email */
  vapidSubject: string | null;
  /**
   * PUSH_HOSTS: push service hosts accepted in a subscription besides the browsers' own (comma-separated;
   * `*.example.com` for its subdomains). The server POSTs to every stored endpoint, so nothing else is accepted.
   */
  pushHosts: string[];
  /** the Pix receiver (PIX_CHAVE, PIX_NOME, PIX_CIDADE): a key sets Pix on and needs the name and city; null: no Pix */
  pixChave: string | null;
  pixNome: string | null;
  pixCidade: string | null;
  /** the company's name on a receipt (EMPRESA_NOME); null: PIX_NOME's */
  empresaNome: string | null;
  /**
   * the secret Traccar sends with each forwarded position (TRACCAR_TOKEN, header X-Traccar-Token or ?token=); null:
   * the integration answers 401 to everything
   */
  traccarToken: string | null;
  /** where files (photos, signatures) live: a folder under DATA_DIR, or an S3-compatible bucket (S3_*) several instances share */
  storage: StorageConfig;
}

export type StorageConfig =
  | { kind: 'pasta'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string | null; secretAccessKey: string | null };

/** S3_ENDPOINT and S3_BUCKET choose the bucket (with both keys, or neither for the SDK's own chain); else DATA_DIR/arquivos. */
function storageConfig(env: Env, dataDir: string): StorageConfig {
  const endpoint = text(env, 'S3_ENDPOINT');
  const bucket = text(env, 'S3_BUCKET');
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY') ?? null;
  const anyS3 = endpoint !== undefined || bucket !== undefined || accessKeyId !== null || secretAccessKey !== null || text(env, 'S3_REGION') !== undefined;
  if (!anyS3) return { kind: 'pasta', dir: path.join(dataDir, 'arquivos') };
  if (endpoint === undefined || bucket === undefined) {
    throw new Error('S3_ENDPOINT e S3_BUCKET devem ser informados juntos para guardar os arquivos num S3 (sem eles, os arquivos ficam em DATA_DIR)');
  }
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT deve começar com http:// ou https:// (recebido: "${endpoint}")`);
  if ((accessKeyId === null) !== (secretAccessKey === null)) throw new Error('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser informados juntos');
  return { kind: 's3', endpoint, bucket, region: text(env, 'S3_REGION') ?? 'us-east-1', accessKeyId, secretAccessKey };
}

type Env = Record<string, string | undefined>;

function text(env: Env, key: string): string | undefined {
  const v = env[key]?.trim();
  return v ? v : undefined;
}

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = text(env, key);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${key} deve ser um número inteiro entre ${min} e ${max} (recebido: "${raw}")`);
  }
  return n;
}

const TRUST_PROXY_TEXT = 'TRUST_PROXY deve ser a lista, separada por vírgula, dos endereços ou faixas (CIDR) dos proxies à frente da API, ex.: 127.0.0.1,10.0.0.0/8';

/** An address or a CIDR range, as Fastify's trustProxy takes them. */
function proxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

function trustProxy(env: Env): false | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false' || raw === '0') return false;
  // a count of hops or "true" would believe an X-Forwarded-For sent straight to the port by anyone
  const entries = raw.split(',').map((a) => a.trim()).filter(Boolean);
  const invalid = entries.find((entry) => !proxyAddress(entry));
  if (invalid !== undefined || entries.length === 0) throw new Error(`${TRUST_PROXY_TEXT} (recebido: "${invalid ?? raw}")`);
  return entries;
}

// a host name, an IPv4 address or a bracketed IPv6 one; `*.` in front for the subdomains of a name
const PUSH_HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$|^\[[0-9a-f:.]+\]$/;

function pushHosts(raw: string | undefined): string[] {
  const hosts = (raw ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  const invalid = hosts.find((h) => !PUSH_HOST.test(h));
  if (invalid !== undefined) {
    throw new Error(`PUSH_HOSTS deve ser uma lista de nomes de host separados por vírgula, sem esquema nem porta (recebido: "${invalid}")`);
  }
  return hosts;
}

/** Each remote's manifest URL: REMOTE_<NAME>_URL, or where `start` serves its build. */
function remotes(env: Env): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, text(env, `REMOTE_${name.toUpperCase()}_URL`) ?? `/remotes/${name}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
}

/** The kit's version: shared/package.json beside the served web root, else the repository's. */
export function kitVersion(webRoot: string): string {
  for (const root of [webRoot, REPO_ROOT]) {
    try {
      const { version } = JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')) as { version?: unknown };
      if (typeof version === 'string') return version;
    } catch {
      // not there: try the next root
    }
  }
  throw new Error(`versão do kit não encontrada: shared/package.json não existe em ${webRoot} nem em ${REPO_ROOT}`);
}

/** Reads the whole configuration from the environment once, with the documented defaults. */
export function loadConfig(env: Env = process.env): Config {
  const adminEmail = text(env, 'ADMIN_EMAIL');
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new Error('ADMIN_EMAIL e ADMIN_PASSWORD devem ser informados juntos');
  }
  if ((text(env, 'VAPID_PUBLIC_KEY') === undefined) !== (text(env, 'VAPID_PRIVATE_KEY') === undefined)) {
    throw new Error('VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser informados juntos');
  }
  const pixChave = text(env, 'PIX_CHAVE') ?? null;
  if (pixChave !== null && (text(env, 'PIX_NOME') === undefined || text(env, 'PIX_CIDADE') === undefined)) {
    throw new Error('PIX_CHAVE precisa de PIX_NOME e PIX_CIDADE (o nome e a cidade do recebedor)');
  }
  const databaseUrl = text(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL deve começar com postgres:// ou postgresql://');
  }
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const webRoot = path.resolve(text(env, 'WEB_ROOT') ?? REPO_ROOT);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    adminEmail: adminEmail ?? DEMO_ADMIN.email,
    adminPassword: adminPassword ?? DEMO_ADMIN.password,
    demoAdmin: adminEmail === undefined,
    seedDemo: text(env, 'SEED_DEMO') !== '0',
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 12, 1, 24 * 365),
    tokenIdleMinutes: integer(env, 'TOKEN_IDLE_MINUTES', 30, 1, 60 * 24 * 365),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 5, 0, 60),
    dashboardCacheSeconds: integer(env, 'DASHBOARD_CACHE_SECONDS', 5, 0, 60),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FALHAS', 5, 1, 1000),
    loginWindowMinutes: integer(env, 'LOGIN_JANELA_MINUTOS', 15, 1, 24 * 60),
    trustProxy: trustProxy(env),
    webRoot,
    releasesDir: path.resolve(text(env, 'RELEASES_DIR') ?? path.join(dataDir, 'releases')),
    kitVersion: kitVersion(webRoot),
    publicApiUrl: text(env, 'PUBLIC_API_URL') ?? '/api',
    pushApiUrl: text(env, 'PUSH_API_URL') ?? '/api',
    remotes: remotes(env),
    corsOrigins: (text(env, 'CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    jobs: text(env, 'JOBS') !== '0',
    weeklyCharges: text(env, 'COBRANCAS_SEMANAIS') !== '0',
    alertKm: integer(env, 'ALERTA_KM', 10_000, 1, 10_000_000),
    alertDays: integer(env, 'ALERTA_DIAS', 180, 1, 36_500),
    alertDocumentDays: integer(env, 'ALERTA_DOCUMENTO_DIAS', 30, 0, 3_650),
    vapidPublicKey: text(env, 'VAPID_PUBLIC_KEY') ?? null,
    vapidPrivateKey: text(env, 'VAPID_PRIVATE_KEY') ?? null,
    vapidSubject: text(env, 'VAPID_SUBJECT') ?? null,
    pushHosts: pushHosts(text(env, 'PUSH_HOSTS')),
    pixChave,
    pixNome: text(env, 'PIX_NOME') ?? null,
    pixCidade: text(env, 'PIX_CIDADE') ?? null,
    empresaNome: text(env, 'EMPRESA_NOME') ?? text(env, 'PIX_NOME') ?? null,
    storage: storageConfig(env, dataDir),
    traccarToken: text(env, 'TRACCAR_TOKEN') ?? null,
  };
}
