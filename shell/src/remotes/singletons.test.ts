import { describe, expect, it } from 'vitest';
import { describeMismatch, singletonMismatches, type SharedView } from './singletons';

const shared = (version: string, requiredVersion: string) => [{ version, shareConfig: { requiredVersion } }];

const shell: SharedView = {
  name: 'frota_shell',
  options: { shared: { react: shared('19.2.0', '^19.2.0'), 'react-dom': shared('19.2.0', '^19.2.0'), '@frota/shared': shared('1.0.0', '^1.0.0') } },
  shareScopeMap: { default: { react: { '19.2.0': { version: '19.2.0', loaded: true }, '19.3.0': { version: '19.3.0' } } } },
};

describe('singletonMismatches', () => {
  it('finds nothing when the page runs what the remote requires', () => {
    const remote: SharedView = { name: 'frota_fleet', options: { shared: { react: shared('19.2.1', '^19.2.0'), '@frota/shared': shared('1.0.0', '^1.0.0') } } };
    expect(singletonMismatches(shell, remote)).toEqual([]);
  });

  it('names the package, the remote, the range it asked for, the copy it brought and the copy the page runs', () => {
    const remote: SharedView = {
      name: 'frota_finance',
      options: { shared: { react: shared('19.3.0', '^19.3.0'), 'react-dom': shared('19.3.0', '^19.3.0'), '@frota/shared': shared('2.0.0', '^2.0.0') } },
    };
    const mismatches = singletonMismatches(shell, remote);
    expect(mismatches).toEqual([
      { pacote: 'react', remote: 'frota_finance', pede: '^19.3.0', traz: '19.3.0', carregada: '19.2.0' },
      { pacote: 'react-dom', remote: 'frota_finance', pede: '^19.3.0', traz: '19.3.0', carregada: '19.2.0' },
      { pacote: '@frota/shared', remote: 'frota_finance', pede: '^2.0.0', traz: '2.0.0', carregada: '1.0.0' },
    ]);
    expect(describeMismatch(mismatches[2]!)).toBe(
      '[frota] @frota/shared: o remoto frota_finance pede ^2.0.0 (trouxe 2.0.0), mas o aplicativo carregou 1.0.0; segue com a 1.0.0 (singleton).',
    );
  });
});
