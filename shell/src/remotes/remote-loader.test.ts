import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@frota/shared';
import { IncompatibleModuleError } from './compatibility';
import { createRemoteLoader, entryOf, type FederationRuntime } from './remote-loader';

const manifests: RuntimeConfig['remotes'] = {
  fleet: 'https://cdn.example/fleet/remoteEntry.js',
  // a manifest URL, as configured before issue 17: the remoteEntry.js beside it is loaded
  finance: '/remotes/finance/mf-manifest.json',
  incidents: '/remotes/incidents/remoteEntry.js',
  alerts: '/remotes/alerts/remoteEntry.js',
  motorista: '/remotes/motorista/remoteEntry.js',
};

function fakeRuntime(module: unknown = { default: () => null }) {
  return {
    registerRemotes: vi.fn<FederationRuntime['registerRemotes']>(),
    loadRemote: vi.fn<FederationRuntime['loadRemote']>(async () => module),
  };
}

describe('entryOf', () => {
  it('reads a manifest URL as the remoteEntry.js beside it and keeps any other URL', () => {
    expect(entryOf('https://cdn.example/a/mf-manifest.json?v=2')).toBe('https://cdn.example/a/remoteEntry.js?v=2');
    expect(entryOf('/remotes/fleet/mf-manifest.json')).toBe('/remotes/fleet/remoteEntry.js');
    expect(entryOf('http://localhost:3011/remoteEntry.js')).toBe('http://localhost:3011/remoteEntry.js');
  });
});

describe('createRemoteLoader', () => {
  it('registers nothing until a remote route is first visited', () => {
    const runtime = fakeRuntime();
    createRemoteLoader(manifests, runtime);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('registers a remote once, from the entry URL of the runtime config, and loads <name>/<expose>', async () => {
    const runtime = fakeRuntime();
    const load = createRemoteLoader(manifests, runtime);

    await load('fleet', 'veiculos');
    await load('fleet', 'motoristas');
    await load('finance', 'veiculo-pagamentos');

    expect(runtime.registerRemotes.mock.calls).toEqual([
      [[{ name: 'frota_fleet', entry: 'https://cdn.example/fleet/remoteEntry.js' }]],
      [[{ name: 'frota_finance', entry: '/remotes/finance/remoteEntry.js' }]],
    ]);
    expect(runtime.loadRemote.mock.calls).toEqual([
      ['frota_fleet/veiculos'],
      ['frota_fleet/motoristas'],
      ['frota_finance/veiculo-pagamentos'],
    ]);
  });

  it('rejects when the runtime gives no component, so the route shows its fallback', async () => {
    const load = createRemoteLoader(manifests, fakeRuntime(null));
    await expect(load('alerts', 'alertas')).rejects.toThrow('frota_alerts/alertas');
  });

  it('passes a load failure on', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 manifest'));
    const load = createRemoteLoader(manifests, runtime);
    await expect(load('incidents', 'multas')).rejects.toThrow('RUNTIME-003');
    await expect(load('incidents', 'multas')).resolves.toHaveProperty('default');
  });

  it('gives up on a remote of which nothing arrived for 15 s, and loads it on a later try', async () => {
    vi.useFakeTimers();
    try {
      const runtime = fakeRuntime();
      runtime.loadRemote.mockReturnValueOnce(new Promise(() => {}));
      const load = createRemoteLoader(manifests, runtime, { watch: () => () => {} });
      const hanging = load('fleet', 'veiculos');
      const failed = expect(hanging).rejects.toThrow('O módulo frota_fleet/veiculos não respondeu em 15 s.');
      await vi.advanceTimersByTimeAsync(14_999);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      await expect(load('fleet', 'veiculos')).resolves.toHaveProperty('default');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps waiting on a slow link while files of the remote keep arriving, whatever the total time', async () => {
    vi.useFakeTimers();
    try {
      const arrived: (() => void)[] = [];
      const watch = vi.fn((_base: string, onActivity: () => void) => {
        arrived.push(onActivity);
        return () => {};
      });
      let arrive!: (module: unknown) => void;
      const runtime = fakeRuntime();
      runtime.loadRemote.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
      const load = createRemoteLoader(manifests, runtime, { watch });
      let outcome = 'pendente';
      load('finance', 'cobranca').then(
        () => (outcome = 'carregado'),
        () => (outcome = 'erro'),
      );
      expect(watch).toHaveBeenCalledWith(`${window.location.origin}/remotes/finance/`, expect.any(Function));

      for (let step = 0; step < 4; step++) {
        await vi.advanceTimersByTimeAsync(10_000);
        arrived[0]!();
      }
      expect(outcome).toBe('pendente');
      arrive({ default: () => null });
      await vi.advanceTimersByTimeAsync(0);
      expect(outcome).toBe('carregado');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never registers nor loads a remote whose active release needs a kit this app does not have; the others load', async () => {
    const runtime = { ...fakeRuntime(), preloadEntry: vi.fn<(url: string) => void>() };
    const releases = {
      finance: { versao: '2.0.0', hash: 'abc1234', faixaShared: '^2.0.0', criadaEm: '2025-01-02T03:04:05.000Z' },
      fleet: { versao: '1.1.0', hash: 'def5678', faixaShared: '^1.0.0', criadaEm: '2025-01-02T03:04:05.000Z' },
    };
    const load = createRemoteLoader(manifests, runtime, { releases, kitVersion: '1.0.0' });

    const recusa = load('finance', 'cobranca');
    await expect(recusa).rejects.toBeInstanceOf(IncompatibleModuleError);
    await expect(recusa).rejects.toMatchObject({ remote: 'finance', versao: '2.0.0', faixa: '^2.0.0', kit: '1.0.0' });
    await expect(load('fleet', 'veiculos')).resolves.toHaveProperty('default');

    expect(runtime.registerRemotes.mock.calls).toEqual([[[{ name: 'frota_fleet', entry: 'https://cdn.example/fleet/remoteEntry.js' }]]]);
    expect(runtime.preloadEntry.mock.calls).toEqual([['https://cdn.example/fleet/remoteEntry.js']]);
    expect(runtime.loadRemote.mock.calls).toEqual([['frota_fleet/veiculos']]);
  });

  it("checks a remote's shared singletons once, after its first module arrived", async () => {
    const runtime = { ...fakeRuntime(), loaded: vi.fn<(name: string) => void>() };
    const load = createRemoteLoader(manifests, runtime);
    await load('fleet', 'veiculos');
    await load('fleet', 'motoristas');
    expect(runtime.loaded.mock.calls).toEqual([['frota_fleet']]);
  });
});
