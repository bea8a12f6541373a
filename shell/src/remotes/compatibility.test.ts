import { describe, expect, it } from 'vitest';
import { incompatibility, IncompatibleModuleError } from './compatibility';

const ativa = (faixaShared: string | null) => ({ versao: '2.0.0', hash: 'abc1234', faixaShared, criadaEm: '2025-01-02T03:04:05.000Z' });

describe('incompatibility', () => {
  it('lets a remote load when its range admits the kit, or it has none (embutida), or the server names no release', () => {
    expect(incompatibility('finance', { finance: ativa('^1.0.0') }, '1.2.0')).toBeNull();
    expect(incompatibility('finance', { finance: ativa('>=1.0.0 <3.0.0') }, '2.5.1')).toBeNull();
    expect(incompatibility('finance', { finance: ativa(null) }, '1.0.0')).toBeNull();
    expect(incompatibility('finance', { fleet: ativa('^9.0.0') }, '1.0.0')).toBeNull();
    expect(incompatibility('finance', undefined, '1.0.0')).toBeNull();
  });

  it('names the remote, its version, its range and the kit when the range does not admit the kit', () => {
    const erro = incompatibility('finance', { finance: ativa('^2.0.0') }, '1.0.0');
    expect(erro).toBeInstanceOf(IncompatibleModuleError);
    expect(erro).toMatchObject({ remote: 'finance', versao: '2.0.0', faixa: '^2.0.0', kit: '1.0.0' });
  });
});
