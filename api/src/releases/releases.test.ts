import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { declareRemote, RELEASE_TEXTS, type DeclaredRemote, type Release, type RemoteName, type RemoteReleases } from '@frota/shared/domain';
import { buildApp } from '../app';
import { kitVersion, REPO_ROOT } from '../config';
import { openDatabase } from '../db/client';
import { auditoria } from '../db/schema';
import { injectWithLogin, loginAs, testConfig, useApiTest } from '../test/helpers';
import { folderHash, MAX_JSON_BYTES, readDeclaration, releaseFolder } from './folder';

const RELEASES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'frota-releases-'));
const KIT = kitVersion(REPO_ROOT);
const api = useApiTest({ config: { releasesDir: RELEASES_DIR } });

afterAll(async () => {
  // the next file on this worker's database meets no active release
  await api.db.execute(sql`truncate table releases_ativacoes, releases restart identity`);
  await fsp.rm(RELEASES_DIR, { recursive: true, force: true });
});

let serial = 0;

type Telas = DeclaredRemote['screens'];
/** The screens a remote's build declares by default: its registry entities'. */
const telasDe = (remote: string): Telas => declareRemote(remote as RemoteName).screens;

/**
 * What `pnpm release` leaves on disk: the build, its .br copy, its screens.json and manifest, and release.json, in
 * its <versao>+<hash> folder. `telas: null` leaves screens.json out; `expostas`, what the manifest exposes.
 */
async function escreverPasta(
  remote: string,
  versao: string,
  faixa: string | null = `^${KIT}`,
  marca = versao,
  { telas = telasDe(remote), expostas = telas?.map((t) => t.expose) ?? [] }: { telas?: Telas | null; expostas?: string[] } = {},
): Promise<string> {
  const rascunho = path.join(RELEASES_DIR, `.rascunho-${++serial}`);
  await fsp.mkdir(path.join(rascunho, 'static', 'js'), { recursive: true });
  await fsp.writeFile(path.join(rascunho, 'remoteEntry.js'), `var frota_${remote} = "${marca}";`);
  if (telas) await fsp.writeFile(path.join(rascunho, 'screens.json'), JSON.stringify({ remote, screens: telas }));
  await fsp.writeFile(path.join(rascunho, 'mf-manifest.json'), JSON.stringify({ exposes: expostas.map((name) => ({ name, path: `./${name}` })) }));
  await fsp.writeFile(path.join(rascunho, 'remoteEntry.js.br'), 'comprimido');
  await fsp.writeFile(path.join(rascunho, 'static', 'js', 'pagina.js'), `export const marca = "${marca}";`);
  const hash = await folderHash(rascunho);
  const json = { remote, versao, hash, faixa_shared: faixa, criada_em: '2026-01-02T03:04:05.000Z' };
  await fsp.writeFile(path.join(rascunho, 'release.json'), JSON.stringify(json));
  const pasta = releaseFolder(RELEASES_DIR, remote, versao, hash);
  await fsp.rm(pasta, { recursive: true, force: true });
  await fsp.mkdir(path.dirname(pasta), { recursive: true });
  await fsp.rename(rascunho, pasta);
  return hash;
}

const registrar = (remote: string, versao: string, hash: string) => api.inject({ method: 'POST', url: `/api/releases/${remote}`, payload: { versao, hash } });

async function publicar(remote: string, versao: string, faixa?: string | null, telas?: Telas): Promise<string> {
  const hash = await escreverPasta(remote, versao, faixa, versao, { telas });
  const res = await registrar(remote, versao, hash);
  expect(res.statusCode, res.body).toBe(201);
  return hash;
}

const ativar = (remote: string, versao: string, forcar?: boolean) =>
  api.inject({ method: 'POST', url: `/api/releases/${remote}/ativar`, payload: forcar === undefined ? { versao } : { versao, forcar } });
const reverter = (remote: string) => api.inject({ method: 'POST', url: `/api/releases/${remote}/reverter`, payload: {} });

async function estado(remote = 'finance'): Promise<RemoteReleases> {
  const res = await api.inject({ method: 'GET', url: '/api/releases' });
  expect(res.statusCode).toBe(200);
  return res.json<RemoteReleases[]>().find((r) => r.remote === remote)!;
}

const versoes = (rs: Release[]) => rs.map((r) => r.versao);

describe('folderHash', () => {
  it('is the same for the same files, whatever release.json and the compressed copies say', async () => {
    const hash = await escreverPasta('fleet', '1.0.0');
    const pasta = releaseFolder(RELEASES_DIR, 'fleet', '1.0.0', hash);
    expect(hash).toMatch(/^[0-9a-f]{7}$/);
    await fsp.writeFile(path.join(pasta, 'static', 'js', 'pagina.js.gz'), 'outra coisa');
    await fsp.writeFile(path.join(pasta, 'release.json'), '{}');
    expect(await folderHash(pasta)).toBe(hash);
    await fsp.writeFile(path.join(pasta, 'static', 'js', 'pagina.js'), 'mudou');
    expect(await folderHash(pasta)).not.toBe(hash);
  });
});

describe('POST /api/releases/{remote}', () => {
  it('registers the folder, not active, with its author; the same version again is a 409', async () => {
    const hash = await escreverPasta('finance', '2.0.0', '^1.0.0');
    const res = await registrar('finance', '2.0.0', hash);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ versao: '2.0.0', hash, faixa_shared: '^1.0.0', criada_em: '2026-01-02T03:04:05.000Z', autor: 'teste', compativel: true });
    expect((await estado()).ativa.versao).toBe('embutida');

    const outra = await escreverPasta('finance', '2.0.0', '^1.0.0', 'outra build');
    const again = await registrar('finance', '2.0.0', outra);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: RELEASE_TEXTS.versaoJaPublicada('finance', '2.0.0') });
  });

  it('refuses with 422 a folder that is missing, altered or whose release.json says something else', async () => {
    const invalida = { message: RELEASE_TEXTS.pastaInvalida('finance', '3.0.0') };
    const ausente = await registrar('finance', '3.0.0', 'abcdef0');
    expect([ausente.statusCode, ausente.json()]).toEqual([422, invalida]);

    const hash = await escreverPasta('finance', '3.0.0');
    const pasta = releaseFolder(RELEASES_DIR, 'finance', '3.0.0', hash);
    await fsp.writeFile(path.join(pasta, 'remoteEntry.js'), 'alterado depois');
    const alterada = await registrar('finance', '3.0.0', hash);
    expect([alterada.statusCode, alterada.json()]).toEqual([422, invalida]);

    const outroRemote = await escreverPasta('fleet', '3.0.0');
    await fsp.cp(releaseFolder(RELEASES_DIR, 'fleet', '3.0.0', outroRemote), releaseFolder(RELEASES_DIR, 'finance', '3.0.0', outroRemote), { recursive: true });
    expect((await registrar('finance', '3.0.0', outroRemote)).statusCode).toBe(422);
    expect(await api.db.select().from(auditoria)).toEqual([]);
  });

  it('answers 404 for an unknown remote and 400 for a version that is not semver', async () => {
    expect((await registrar('billing', '1.0.0', 'abcdef0')).statusCode).toBe(404);
    expect((await registrar('finance', 'v1', 'abcdef0')).statusCode).toBe(400);
  });
});

describe('GET /api/releases', () => {
  it('lists every remote in order: the active version, the one before, and every version newest first, "embutida" last', async () => {
    const h1 = await publicar('finance', '1.0.0');
    await publicar('finance', '2.0.0', '^9.0.0');
    const res = await api.inject({ method: 'GET', url: '/api/releases' });
    const todos = res.json<RemoteReleases[]>();
    expect(todos.map((r) => r.remote)).toEqual(['fleet', 'finance', 'incidents', 'alerts', 'motorista']);
    const embutida = { versao: 'embutida', hash: null, faixa_shared: null, criada_em: null, autor: null, compativel: true };
    expect(todos[0]).toEqual({ remote: 'fleet', ativa: embutida, anterior: null, disponiveis: [embutida] });
    const finance = todos[1]!;
    expect(versoes(finance.disponiveis)).toEqual(['2.0.0', '1.0.0', 'embutida']);
    expect(finance.disponiveis.map((r) => r.compativel)).toEqual([false, true, true]);
    expect(finance.disponiveis[1]).toEqual({ versao: '1.0.0', hash: h1, faixa_shared: `^${KIT}`, criada_em: '2026-01-02T03:04:05.000Z', autor: 'teste', compativel: true });
    expect([finance.ativa.versao, finance.anterior]).toEqual(['embutida', null]);
  });

  it('answers every signed-in role', { timeout: 60_000 }, async () => {
    for (const papel of ['financeiro', 'operacional'] as const) {
      const res = await injectWithLogin(api.app, await loginAs(api.app, api.db, papel))({ method: 'GET', url: '/api/releases' });
      expect(res.statusCode, papel).toBe(200);
    }
  });
});

describe('POST /api/releases/{remote}/ativar', () => {
  it('activates a version, which becomes the active one with the previous below it', async () => {
    await publicar('finance', '1.0.0');
    await publicar('finance', '2.0.0');
    const res = await ativar('finance', '1.0.0');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RemoteReleases>()).toMatchObject({ remote: 'finance', ativa: { versao: '1.0.0' }, anterior: { versao: 'embutida' } });
    const segunda = (await ativar('finance', '2.0.0')).json<RemoteReleases>();
    expect([segunda.ativa.versao, segunda.anterior?.versao]).toEqual(['2.0.0', '1.0.0']);
    expect((await estado('fleet')).ativa.versao).toBe('embutida');
  });

  it('answers 404 for a version never published and for an unknown remote', async () => {
    const res = await ativar('finance', '7.7.7');
    expect([res.statusCode, res.json()]).toEqual([404, { message: RELEASE_TEXTS.versaoDesconhecida('finance', '7.7.7') }]);
    expect((await ativar('billing', 'embutida')).statusCode).toBe(404);
  });

  it('refuses with 409 a range the kit does not fit, unless forced', async () => {
    await publicar('finance', '2.0.0', '^9.0.0');
    const res = await ativar('finance', '2.0.0');
    expect([res.statusCode, res.json()]).toEqual([409, { message: RELEASE_TEXTS.incompativel('finance', '2.0.0', '^9.0.0', KIT) }]);
    expect((await estado()).ativa.versao).toBe('embutida');
    const forcada = await ativar('finance', '2.0.0', true);
    expect(forcada.statusCode, forcada.body).toBe(200);
    expect(forcada.json<RemoteReleases>().ativa).toMatchObject({ versao: '2.0.0', compativel: false });
  });

  it('activating the active version changes nothing: no history row, no audit row', async () => {
    await publicar('finance', '1.0.0');
    expect((await ativar('finance', '1.0.0')).statusCode).toBe(200);
    const linhas = (await api.db.select().from(auditoria)).length;
    const again = await ativar('finance', '1.0.0');
    expect(again.statusCode).toBe(200);
    expect(again.json<RemoteReleases>()).toMatchObject({ ativa: { versao: '1.0.0' }, anterior: { versao: 'embutida' } });
    expect((await api.db.select().from(auditoria)).length).toBe(linhas);
    expect((await ativar('fleet', 'embutida')).json<RemoteReleases>()).toMatchObject({ ativa: { versao: 'embutida' }, anterior: null });
  });

  it('a repeat with the same Idempotency-Key gets the first answer and activates nothing again', async () => {
    await publicar('finance', '1.0.0');
    await publicar('finance', '2.0.0');
    const pedir = () => api.inject({ method: 'POST', url: '/api/releases/finance/ativar', headers: { 'idempotency-key': 'ativar-1' }, payload: { versao: '1.0.0' } });
    const first = await pedir();
    expect(first.statusCode).toBe(200);
    expect((await ativar('finance', '2.0.0')).statusCode).toBe(200);
    const again = await pedir();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect((await estado()).ativa.versao).toBe('2.0.0');
  });
});

describe('POST /api/releases/{remote}/reverter', () => {
  it('goes back to the version before; again walks further back down to "embutida"; then 409', async () => {
    await publicar('finance', '1.0.0');
    await publicar('finance', '2.0.0');
    await ativar('finance', '1.0.0');
    await ativar('finance', '2.0.0');
    const uma = await reverter('finance');
    expect(uma.statusCode, uma.body).toBe(200);
    expect(uma.json<RemoteReleases>()).toMatchObject({ ativa: { versao: '1.0.0' }, anterior: { versao: 'embutida' } });
    const duas = (await reverter('finance')).json<RemoteReleases>();
    expect([duas.ativa.versao, duas.anterior]).toEqual(['embutida', null]);
    const nada = await reverter('finance');
    expect([nada.statusCode, nada.json()]).toEqual([409, { message: RELEASE_TEXTS.semAnterior('finance') }]);
  });

  it('reverts an activation of "embutida" back to the release it replaced, with its own history below', async () => {
    await publicar('finance', '1.0.0');
    await ativar('finance', '1.0.0');
    await ativar('finance', 'embutida');
    expect(await estado()).toMatchObject({ ativa: { versao: 'embutida' }, anterior: { versao: '1.0.0' } });
    expect((await reverter('finance')).json<RemoteReleases>()).toMatchObject({ ativa: { versao: '1.0.0' }, anterior: { versao: 'embutida' } });
  });

  it('answers 409 on a remote never activated and 404 on an unknown one', async () => {
    expect((await reverter('alerts')).statusCode).toBe(409);
    expect((await reverter('billing')).statusCode).toBe(404);
  });
});

describe('who may publish, activate and roll back', () => {
  it('only the administrador: 403 for financeiro and operacional on every POST, and nothing changes', { timeout: 60_000 }, async () => {
    const hash = await escreverPasta('finance', '1.0.0');
    await publicar('finance', '2.0.0');
    await ativar('finance', '2.0.0');
    for (const papel of ['financeiro', 'operacional'] as const) {
      const inject = injectWithLogin(api.app, await loginAs(api.app, api.db, papel));
      for (const [url, payload] of [
        ['/api/releases/finance', { versao: '1.0.0', hash }],
        ['/api/releases/finance/ativar', { versao: 'embutida' }],
        ['/api/releases/finance/reverter', {}],
      ] as const) {
        const res = await inject({ method: 'POST', url, payload });
        expect([res.statusCode, res.json()], `${papel} ${url}`).toEqual([403, { message: 'Você não tem permissão para esta ação.' }]);
      }
    }
    expect(await estado()).toMatchObject({ ativa: { versao: '2.0.0' } });
    expect(versoes((await estado()).disponiveis)).toEqual(['2.0.0', 'embutida']);
  });
});

describe('the audit trail', () => {
  it('has a row for each publish, activation and rollback, in its transaction', async () => {
    await publicar('finance', '1.0.0');
    await ativar('finance', '1.0.0');
    await reverter('finance');
    const rows = await api.db.select().from(auditoria).orderBy(auditoria.id);
    expect(rows.map((r) => [r.acao, r.entidade, r.registro_id])).toEqual([
      ['release_publicada', 'releases', 1],
      ['release_ativada', 'releases', 1],
      ['release_revertida', 'releases', null],
    ]);
    expect(rows[0]!.depois).toMatchObject({ remote: 'finance', versao: '1.0.0', faixa_shared: `^${KIT}` });
    expect([rows[1]!.antes, rows[1]!.depois]).toEqual([{ remote: 'finance', versao: 'embutida' }, { remote: 'finance', versao: '1.0.0', forcar: false }]);
    expect([rows[2]!.antes, rows[2]!.depois]).toEqual([{ remote: 'finance', versao: '1.0.0' }, { remote: 'finance', versao: 'embutida' }]);
    expect(rows.every((r) => r.usuario_id !== null && r.request_id)).toBe(true);
  });
});

describe('the screens a release declares (screens.json)', () => {
  const cobranca = { expose: 'cobranca', path: '/cobranca', menu: { label: 'Cobrança', icon: 'cobranca', group: 'financeiro', order: 55 } };
  const novaTela = { expose: 'frota-por-ano', path: '/frota-por-ano', menu: { label: 'Frota por ano', icon: 'grafico', group: 'cadastros', order: 25 } };

  it('refuses with 422 a folder without screens.json, or declaring a screen its build does not expose', async () => {
    const sem = await escreverPasta('fleet', '7.0.0', undefined, undefined, { telas: null });
    expect((await registrar('fleet', '7.0.0', sem)).json()).toEqual({ message: RELEASE_TEXTS.semTelas('fleet', '7.0.0') });
    const naoExposta = await escreverPasta('fleet', '7.0.1', undefined, undefined, { telas: [...telasDe('fleet'), novaTela], expostas: ['veiculos', 'motoristas', 'rastreadores', 'documentos'] });
    const res = await registrar('fleet', '7.0.1', naoExposta);
    expect([res.statusCode, res.json()]).toEqual([422, { message: RELEASE_TEXTS.telaNaoExposta('fleet', '7.0.1', 'frota-por-ano') }]);
  });

  it('reads a screens.json of at most 1 MiB, and none bigger, whatever it holds', async () => {
    const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'frota-telas-'));
    const declaracao = declareRemote('fleet');
    const texto = JSON.stringify(declaracao);
    const bytes = Buffer.byteLength(texto);
    await fsp.writeFile(path.join(pasta, 'screens.json'), texto + ' '.repeat(MAX_JSON_BYTES - bytes));
    expect(await readDeclaration(pasta)).toEqual(declaracao);
    await fsp.writeFile(path.join(pasta, 'screens.json'), texto + ' '.repeat(MAX_JSON_BYTES - bytes + 1));
    expect(await readDeclaration(pasta)).toBeNull();
    await fsp.rm(pasta, { recursive: true });
  });

  it('/config.json carries the active versions\' screens: a new screen of fleet after activation, gone after the rollback', async () => {
    await publicar('fleet', '7.1.0', undefined, [...telasDe('fleet'), novaTela]);
    const telasAtivas = async () =>
      (await api.app.inject({ method: 'GET', url: '/config.json' })).json<{ declarations: DeclaredRemote[] }>().declarations.find((d) => d.remote === 'fleet')!.screens;
    expect((await ativar('fleet', '7.1.0')).statusCode).toBe(200);
    expect(await telasAtivas()).toContainEqual(novaTela);
    expect((await reverter('fleet')).statusCode).toBe(200);
    expect(await telasAtivas()).not.toContainEqual(novaTela);
  });

  it('refuses with 409 a route another remote holds, and lets that remote be', async () => {
    await publicar('finance', '7.0.0', undefined, [...telasDe('finance'), cobranca]);
    expect((await ativar('finance', '7.0.0')).statusCode).toBe(200);
    await publicar('fleet', '7.2.0', undefined, [...telasDe('fleet'), { ...cobranca, expose: 'cobranca-frota' }]);
    const res = await ativar('fleet', '7.2.0');
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'A tela /cobranca de fleet 7.2.0 usa uma rota que já é de finance 7.0.0. A versão não foi ativada.' }]);
    expect((await estado('fleet')).ativa.versao).not.toBe('7.2.0');
    expect((await estado('finance')).ativa.versao).toBe('7.0.0');
    await reverter('finance');
  });

  it.each([
    ['an unknown role', { ...novaTela, roles: ['gerente'] }, 'A tela /frota-por-ano de fleet 7.3.0 pede o papel "gerente", que o aplicativo não conhece. A versão não foi ativada.'],
    ['an unknown icon', { ...novaTela, menu: { ...novaTela.menu, icon: 'foguete' } }, 'A tela /frota-por-ano de fleet 7.3.0 usa o ícone "foguete", que o aplicativo não conhece. A versão não foi ativada.'],
    ['an unknown menu group', { ...novaTela, menu: { ...novaTela.menu, group: 'rh' } }, 'A tela /frota-por-ano de fleet 7.3.0 fica no grupo "rh" do menu, que o aplicativo não conhece. A versão não foi ativada.'],
    ['a route of the shell', { ...novaTela, path: '/usuarios' }, 'A tela /usuarios de fleet 7.3.0 usa uma rota do próprio aplicativo. A versão não foi ativada.'],
  ])('refuses with 409 %s, even when forced', async (_caso, tela, message) => {
    await api.db.execute(sql`delete from releases where remote = 'fleet' and versao = '7.3.0'`);
    await publicar('fleet', '7.3.0', undefined, [...telasDe('fleet'), tela]);
    const res = await ativar('fleet', '7.3.0', true);
    expect([res.statusCode, res.json()]).toEqual([409, { message }]);
  });
});

describe('/config.json and /published/', () => {
  it('points an activated remote at its release folder, with the release beside it; never cached', async () => {
    const hash = await publicar('finance', '2.0.0');
    await ativar('finance', '2.0.0');
    const res = await api.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = res.json<{ remotes: Record<string, string>; releases: Record<string, unknown> }>();
    expect(config.remotes).toEqual({
      fleet: '/remotes/fleet/remoteEntry.js',
      finance: `/published/finance/2.0.0+${hash}/remoteEntry.js`,
      incidents: '/remotes/incidents/remoteEntry.js',
      alerts: '/remotes/alerts/remoteEntry.js',
      motorista: '/remotes/motorista/remoteEntry.js',
    });
    expect(config.releases.finance).toEqual({ versao: '2.0.0', hash, faixaShared: `^${KIT}`, criadaEm: '2026-01-02T03:04:05.000Z' });
    expect(config.releases.fleet).toEqual({ versao: 'embutida', hash: null, faixaShared: null, criadaEm: null });
    await reverter('finance');
    const depois = (await api.app.inject({ method: 'GET', url: '/config.json' })).json<{ remotes: Record<string, string> }>();
    expect(depois.remotes.finance).toBe('/remotes/finance/remoteEntry.js');
  });

  it('serves a release folder published after the start, cached for good and to any origin; no index, no app page', async () => {
    const hash = await escreverPasta('incidents', '1.2.3', null, 'marca-de-teste');
    const res = await api.app.inject({ method: 'GET', url: `/published/incidents/1.2.3+${hash}/remoteEntry.js` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('marca-de-teste');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const br = await api.app.inject({ method: 'GET', url: `/published/incidents/1.2.3+${hash}/remoteEntry.js`, headers: { 'accept-encoding': 'br' } });
    expect([br.headers['content-encoding'], br.body]).toEqual(['br', 'comprimido']);
    const pasta = await api.app.inject({ method: 'GET', url: `/published/incidents/1.2.3+${hash}/`, headers: { accept: 'text/html' } });
    // @fastify/static refuses a folder without an index (403); either way neither a listing nor the app's page
    expect([403, 404]).toContain(pasta.statusCode);
    expect(pasta.json()).toEqual({ message: expect.any(String) });
  });
});

const PG_URL = process.env.FROTA_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!PG_URL)('two instances on one PostgreSQL', () => {
  it('agree on the active version, and concurrent activations stack one over the other', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ url: PG_URL!, dataDir: null, poolMax: 3 });
    let outra: FastifyInstance | undefined;
    try {
      outra = await buildApp({ logger: false, startup: { migrate: false, admin: false, seed: false }, config: testConfig({ releasesDir: RELEASES_DIR }), database });
      const injectOutra = injectWithLogin(outra, api.token);
      const hash = await publicar('finance', '1.0.0');
      await publicar('finance', '2.0.0');
      expect((await injectOutra({ method: 'POST', url: '/api/releases/finance/ativar', payload: { versao: '1.0.0' } })).statusCode).toBe(200);
      expect((await estado()).ativa.versao).toBe('1.0.0');
      const config = (await api.app.inject({ method: 'GET', url: '/config.json' })).json<{ remotes: Record<string, string> }>();
      expect(config.remotes.finance).toBe(`/published/finance/1.0.0+${hash}/remoteEntry.js`);

      const [a, b] = await Promise.all([
        ativar('finance', '2.0.0'),
        injectOutra({ method: 'POST', url: '/api/releases/finance/ativar', payload: { versao: 'embutida' } }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const final = await estado();
      const daOutra = (await injectOutra({ method: 'GET', url: '/api/releases' })).json<RemoteReleases[]>().find((r) => r.remote === 'finance');
      expect(daOutra).toEqual(final);
      // whichever ran second sits on the first, which sits on 1.0.0
      expect(['2.0.0', 'embutida']).toContain(final.ativa.versao);
      expect(final.anterior?.versao).toBe(final.ativa.versao === '2.0.0' ? 'embutida' : '2.0.0');
      expect((await reverter('finance')).json<RemoteReleases>()).toMatchObject({ anterior: { versao: '1.0.0' } });
    } finally {
      await outra?.close();
      await database.close();
    }
  });
});
