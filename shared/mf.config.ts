// Module Federation settings shared by the shell and every remote (imported by each rsbuild.config.ts).
// Kept free of Node and bundler imports: the shell's loader reads the remotes' names from here too.
import kitPackage from './package.json';
import type { RemoteName } from './src/domain/entities';
import type { DeclaredRemote } from './src/domain/screens';

export const SHELL_NAME = 'frota_shell';

/** A remote's Module Federation container name: the shell's loader derives it instead of carrying the table below. */
export const containerName = <R extends RemoteName>(remote: R) => `frota_${remote}` as const;

// Each remote's Module Federation name and dev port. What it shows and where is its own declaration
// (mfe-<remote>/src/screens.ts, shared/src/domain/screens.ts), read by the shell at run time.
export const REMOTES = {
  fleet: { name: containerName('fleet'), devPort: 3011 },
  finance: { name: containerName('finance'), devPort: 3012 },
  incidents: { name: containerName('incidents'), devPort: 3013 },
  alerts: { name: containerName('alerts'), devPort: 3014 },
  motorista: { name: containerName('motorista'), devPort: 3015 },
} as const satisfies Record<RemoteName, { name: string; devPort: number }>;

export type RemoteKey = RemoteName;

/** `./<expose>` → `./src/exposes/<expose>.tsx`, one module per declared screen. */
export function exposesOf(declaration: DeclaredRemote): Record<string, string> {
  return Object.fromEntries(declaration.screens.map(({ expose }) => [`./${expose}`, `./src/exposes/${expose}.tsx`]));
}

interface AppPackage {
  dependencies?: Record<string, string>;
}

interface SingletonShare {
  singleton: true;
  eager: false;
  requiredVersion: string;
}

// Only react, react-dom and the kit are shared: the kit re-exports Chakra, the router and TanStack Query, so
// they load once inside it (DESIGN.md: sharing them separately ships each whole, 561 KB against 250 KB).
// The kit is three singletons: /base is what the sign-in page needs, so /login skips the screens' code, and
// /domain (zod and the schemas) is fetched while the dashboard shows, so the first screen waits for less.
const SHARED_PACKAGES = ['react', 'react-dom', '@frota/shared', '@frota/shared/base', '@frota/shared/domain'] as const;

export function sharedDependencies(app: AppPackage): Record<(typeof SHARED_PACKAGES)[number], SingletonShare> {
  const versionOf = (name: string): string => {
    // a subpath (the kit's /base) shares its package's version
    const range = app.dependencies?.[name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')];
    if (!range) throw new Error(`${name} precisa estar em dependencies do package.json do app.`);
    // a workspace range says nothing to the MF runtime: require the kit's own major instead
    return range.startsWith('workspace:') ? `^${kitPackage.version}` : range;
  };
  return Object.fromEntries(
    SHARED_PACKAGES.map((name) => [name, { singleton: true, eager: false, requiredVersion: versionOf(name) }]),
  ) as Record<(typeof SHARED_PACKAGES)[number], SingletonShare>;
}

