import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { declareRemote, type RemoteName, type RemoteReleases } from '@frota/shared/domain';
import { useApiTest } from '../test/helpers';
import { runReleaseCommand, type ReleaseIo } from './release';

const releasesDir = mkdtempSync(path.join(tmpdir(), 'frota-release-cli-'));

describe('pnpm release', () => {
  const ctx = useApiTest({ config: { releasesDir } });
  let url = '';
  let out: string[];
  let err: string[];
  let builds: string[];

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => rmSync(releasesDir, { recursive: true, force: true }));
  beforeEach(() => {
    rmSync(releasesDir, { recursive: true, force: true });
    out = [];
    err = [];
    builds = [];
  });

  // what rsbuild leaves in a remote's dist, small: the entry, the manifest with the kit's range and the exposes, its
  // declared screens, a chunk
  async function fakeBuild(remote: RemoteName, dist: string, range = '^1.0.0') {
    builds.push(remote);
    const declaration = declareRemote(remote);
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'screens.json'), JSON.stringify(declaration));
    await mkdir(path.join(dist, 'static', 'js'), { recursive: true });
    await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${remote} */`);
    await writeFile(path.join(dist, 'static', 'js', 'page.js'), 'export default 1;');
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@frota/shared', requiredVersion: range }], exposes: declaration.screens.map((t) => ({ name: t.expose })) }));
  }

  function io(token = () => Promise.resolve(ctx.token)): ReleaseIo {
    return { out: (l) => out.push(l), err: (l) => err.push(l), build: (remote, dist) => fakeBuild(remote, dist), token };
  }

  const run = (args: string[], given = io()) => runReleaseCommand(args, { url, releasesDir }, given);

  async function releases(): Promise<RemoteReleases[]> {
    return (await ctx.inject({ method: 'GET', url: '/api/releases' })).json<RemoteReleases[]>();
  }

  it('builds into a versioned folder with release.json and registers it available, not active', async () => {
    expect(await run(['finance', '--versao', '1.2.0'])).toBe(0);
    const [folder] = readdirSync(path.join(releasesDir, 'finance'));
    expect(folder).toMatch(/^1\.2\.0\+[0-9a-f]{7}$/);
    const written = JSON.parse(readFileSync(path.join(releasesDir, 'finance', folder!, 'release.json'), 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({ remote: 'finance', versao: '1.2.0', hash: folder!.split('+')[1], faixa_shared: '^1.0.0' });
    expect(out.join('\n')).toContain(`finance ${folder} publicada`);
    const finance = (await releases()).find((r) => r.remote === 'finance')!;
    expect(finance.ativa.versao).toBe('embutida');
    expect(finance.disponiveis.map((v) => v.versao)).toEqual(['1.2.0', 'embutida']);
  });

  it('refuses the same version twice before building, and leaves the first folder as it was', async () => {
    expect(await run(['finance', '--versao', '1.2.0'])).toBe(0);
    const before = readdirSync(path.join(releasesDir, 'finance'));
    builds = [];
    expect(await run(['finance', '--versao', '1.2.0'])).toBe(1);
    expect(err.join('\n')).toContain('A versão 1.2.0 de finance já foi publicada');
    expect(builds).toEqual([]);
    expect(readdirSync(path.join(releasesDir, 'finance'))).toEqual(before);
  });

  it('removes the folder when the server does not register it, so the version stays free', async () => {
    expect(await run(['finance', '--versao', '1.3.0'], io(() => Promise.resolve('token-invalido')))).toBe(1);
    expect(err.join('\n')).not.toBe('');
    expect(readdirSync(path.join(releasesDir, 'finance'))).toEqual([]);
    expect(await run(['finance', '--versao', '1.3.0'])).toBe(0);
  });

  it('activates, rolls back and lists, as the server says', async () => {
    expect(await run(['fleet', '--versao', '2.0.0'])).toBe(0);
    expect(await run(['fleet', 'ativar', '2.0.0'])).toBe(0);
    expect(out.at(-2)).toMatch(/^Ativada\. fleet: ativa 2\.0\.0\+[0-9a-f]{7}; anterior embutida; disponíveis 2\.0\.0, embutida$/);
    expect((await releases()).find((r) => r.remote === 'fleet')!.ativa.versao).toBe('2.0.0');
    expect(await run(['fleet', 'reverter'])).toBe(0);
    expect(out.at(-1)).toMatch(/^Revertida\. fleet: ativa embutida; disponíveis 2\.0\.0, embutida$/);
    out = [];
    expect(await run(['lista'])).toBe(0);
    expect(out.map((l) => l.split(':')[0])).toEqual(['fleet', 'finance', 'incidents', 'alerts', 'motorista']);
  });

  it('answers the server’s refusal of an unknown version, and its usage for what it does not know', async () => {
    expect(await run(['alerts', 'ativar', '7.0.0'])).toBe(1);
    expect(err.at(-1)).toBe('A versão 7.0.0 de alerts não foi publicada.');
    expect(await run(['nenhum'])).toBe(1);
    expect(await run(['alerts', '--versao', '1.0'])).toBe(1);
    expect(err.at(-1)).toContain('Versão inválida');
    expect(await run([])).toBe(2);
    expect(existsSync(path.join(releasesDir, 'alerts'))).toBe(false);
  });
});
