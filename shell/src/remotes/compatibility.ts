import { satisfy } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@frota/shared/base';
import type { ReleaseAtiva } from '@frota/shared/domain';
import type { RemoteKey } from '../../../shared/mf.config';

/** A remote whose active release needs a kit this app does not have: it is not loaded at all (issue 19). */
export class IncompatibleModuleError extends Error {
  constructor(
    readonly remote: RemoteKey,
    readonly versao: string,
    readonly faixa: string,
    readonly kit: string,
  ) {
    super(`${remote} ${versao} precisa do kit ${faixa}; o aplicativo tem o ${kit}.`);
    this.name = 'IncompatibleModuleError';
  }
}

/**
 * Why `remote` must not load with kit `kit`, or null when it may: a release built with the shell ("embutida",
 * no range) always fits. A range the runtime cannot read counts as not met, as an activation's check would.
 */
export function incompatibility(remote: RemoteKey, releases: RuntimeConfig['releases'], kit: string): IncompatibleModuleError | null {
  const release: ReleaseAtiva | undefined = releases?.[remote];
  if (!release?.faixaShared) return null;
  let cabe = false;
  try {
    cabe = satisfy(kit, release.faixaShared);
  } catch {
    cabe = false;
  }
  return cabe ? null : new IncompatibleModuleError(remote, release.versao, release.faixaShared, kit);
}
