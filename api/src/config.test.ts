import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

// a web root without shared/package.json falls back to the repository's
const SHARED_VERSION = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version;

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, 'data'),
      adminEmail: 'admin@frota.com.br',
      adminPassword: 'frota2026',
      demoAdmin: true,
      seedDemo: true,
      tokenTtlHours: 12,
      tokenIdleMinutes: 30,
      traccarToken: null,
      sessionCacheSeconds: 5,
      dashboardCacheSeconds: 5,
      loginMaxFailures: 5,
      loginWindowMinutes: 15,
      trustProxy: false,
      webRoot: REPO_ROOT,
      releasesDir: path.join(REPO_ROOT, 'data', 'releases'),
      kitVersion: SHARED_VERSION,
      publicApiUrl: '/api',
      pushApiUrl: '/api',
      remotes: {
        fleet: '/remotes/fleet/remoteEntry.js',
        finance: '/remotes/finance/remoteEntry.js',
        incidents: '/remotes/incidents/remoteEntry.js',
        alerts: '/remotes/alerts/remoteEntry.js',
        motorista: '/remotes/motorista/remoteEntry.js',
      },
      corsOrigins: [],
      logLevel: 'info',
      jobs: true,
      weeklyCharges: true,
      alertKm: 10000,
      alertDays: 180,
      alertDocumentDays: 30,
      vapidPublicKey: null,
      vapidPrivateKey: null,
      vapidSubject: null,
      pushHosts: [],
      pixChave: null,
      pixNome: null,
      pixCidade: null,
      empresaNome: null,
      storage: { kind: 'pasta', dir: path.join(REPO_ROOT, 'data', 'arquivos') },
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3150',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/frota',
      DATA_DIR: '/tmp/frota',
      ADMIN_EMAIL: 'dono@frota.com.br',
      ADMIN_PASSWORD: 'segredo-123',
      SEED_DEMO: '0',
      TOKEN_TTL_HOURS: '2',
      TOKEN_IDLE_MINUTES: '10',
      SESSION_CACHE_SECONDS: '0',
      DASHBOARD_CACHE_SECONDS: '2',
      LOGIN_MAX_FALHAS: '3',
      LOGIN_JANELA_MINUTOS: '30',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      WEB_ROOT: '/srv/web',
      RELEASES_DIR: '/srv/releases',
      PUBLIC_API_URL: 'https://api.frota.example/api',
      PUSH_API_URL: 'https://push.frota.example/api',
      REMOTE_FLEET_URL: 'https://cdn.example/fleet/mf-manifest.json',
      REMOTE_FINANCE_URL: 'http://localhost:3012/mf-manifest.json',
      REMOTE_INCIDENTS_URL: 'http://localhost:3013/mf-manifest.json',
      REMOTE_ALERTS_URL: 'http://localhost:3014/mf-manifest.json',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      LOG_LEVEL: 'warn',
      ALERTA_KM: '5000',
      ALERTA_DIAS: '90',
      ALERTA_DOCUMENTO_DIAS: '15',
      TRACCAR_TOKEN: 'segredo-do-traccar',
      VAPID_PUBLIC_KEY: 'BPub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:frota@exemplo.com.br',
      JOBS: '0',
      COBRANCAS_SEMANAIS: '0',
      PUSH_HOSTS: 'Push.Empresa.com.br, *.push.example.org,127.0.0.1',
      PIX_CHAVE: 'pix@locadora.com.br',
      PIX_NOME: 'Locadora Exemplo',
      PIX_CIDADE: 'São Paulo',
      EMPRESA_NOME: 'Locadora Exemplo Ltda.',
    });
    expect(config).toEqual({
      port: 3150,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/frota',
      dataDir: '/tmp/frota',
      adminEmail: 'dono@frota.com.br',
      adminPassword: 'segredo-123',
      demoAdmin: false,
      seedDemo: false,
      tokenTtlHours: 2,
      tokenIdleMinutes: 10,
      traccarToken: 'segredo-do-traccar',
      sessionCacheSeconds: 0,
      dashboardCacheSeconds: 2,
      loginMaxFailures: 3,
      loginWindowMinutes: 30,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      webRoot: '/srv/web',
      releasesDir: '/srv/releases',
      kitVersion: SHARED_VERSION,
      publicApiUrl: 'https://api.frota.example/api',
      pushApiUrl: 'https://push.frota.example/api',
      remotes: {
        fleet: 'https://cdn.example/fleet/mf-manifest.json',
        finance: 'http://localhost:3012/mf-manifest.json',
        incidents: 'http://localhost:3013/mf-manifest.json',
        alerts: 'http://localhost:3014/mf-manifest.json',
        motorista: '/remotes/motorista/remoteEntry.js',
      },
      corsOrigins: ['https://a.example', 'https://b.example'],
      logLevel: 'warn',
      jobs: false,
      weeklyCharges: false,
      alertKm: 5000,
      alertDays: 90,
      alertDocumentDays: 15,
      vapidPublicKey: 'BPub',
      vapidPrivateKey: 'priv',
      vapidSubject: 'mailto:frota@exemplo.com.br',
      pushHosts: ['push.empresa.com.br', '*.push.example.org', '127.0.0.1'],
      pixChave: 'pix@locadora.com.br',
      pixNome: 'Locadora Exemplo',
      pixCidade: 'São Paulo',
      empresaNome: 'Locadora Exemplo Ltda.',
      storage: { kind: 'pasta', dir: '/tmp/frota/arquivos' },
    });
  });

  it('keeps files in DATA_DIR/arquivos, or in S3 when S3_ENDPOINT and S3_BUCKET are set, and refuses half an S3', () => {
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'frota', S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'segredo' };
    expect(loadConfig({ ...s3, S3_REGION: 'sa-east-1' }).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'frota',
      region: 'sa-east-1',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
    });
    expect(loadConfig({ S3_ENDPOINT: 'http://s3', S3_BUCKET: 'frota' }).storage).toMatchObject({ region: 'us-east-1', accessKeyId: null });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://s3' })).toThrow('S3_ENDPOINT e S3_BUCKET devem ser informados juntos');
    expect(() => loadConfig({ S3_BUCKET: 'frota', S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'segredo' })).toThrow('S3_ENDPOINT e S3_BUCKET devem ser informados juntos');
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser informados juntos');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 's3.amazonaws.com' })).toThrow('S3_ENDPOINT deve começar com http:// ou https://');
  });

  it('refuses invalid values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT deve ser um número inteiro entre 0 e 65535');
    expect(() => loadConfig({ TOKEN_TTL_HOURS: '0' })).toThrow('TOKEN_TTL_HOURS');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL deve começar com postgres://');
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.com' })).toThrow('ADMIN_EMAIL e ADMIN_PASSWORD devem ser informados juntos');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow('VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser informados juntos');
    expect(() => loadConfig({ ALERTA_KM: '0' })).toThrow('ALERTA_KM');
    expect(() => loadConfig({ PIX_CHAVE: 'pix@locadora.com.br', PIX_NOME: 'Locadora' })).toThrow('PIX_CHAVE precisa de PIX_NOME e PIX_CIDADE');
    expect(() => loadConfig({ TOKEN_IDLE_MINUTES: '0' })).toThrow('TOKEN_IDLE_MINUTES');
    expect(() => loadConfig({ LOGIN_MAX_FALHAS: 'muitas' })).toThrow('LOGIN_MAX_FALHAS');
    for (const hosts of ['https://push.example', 'push.example:8443', 'push.example/x', 'push.*.example', '*']) {
      expect(() => loadConfig({ PUSH_HOSTS: hosts }), hosts).toThrow('PUSH_HOSTS deve ser uma lista de nomes de host');
    }
  });

  it('TRUST_PROXY is off unless set, else the proxies\' addresses or CIDRs; a count of hops or "true" is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1 , 10.0.0.0/8,::1, fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    for (const bad of ['1', '2', 'true', 'TRUE', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow('TRUST_PROXY deve ser a lista, separada por vírgula, dos endereços ou faixas (CIDR) dos proxies');
    }
  });

  it('the receipt names the company as EMPRESA_NOME, or else as PIX_NOME', () => {
    expect(loadConfig({ PIX_NOME: 'Locadora Exemplo' })).toMatchObject({ pixChave: null, pixNome: 'Locadora Exemplo', empresaNome: 'Locadora Exemplo' });
    expect(loadConfig({ EMPRESA_NOME: 'Frota Ltda.', PIX_NOME: 'Locadora' }).empresaNome).toBe('Frota Ltda.');
  });

  it('only SEED_DEMO=0 turns the demo data off', () => {
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});
