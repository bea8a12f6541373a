// Module Federation settings shared by the shell and every remote (imported by each rsbuild.config.ts).
// Kept free of Node and bundler imports: the shell's route table reads the remote names from here too. What each
// remote exposes and where the shell mounts it derive from the entity registry (src/domain/entities.ts).
import kitPackage from './package.json';
import { ENTITIES, ENTITY_NAMES, REMOTE_NAMES, entitiesOf, labelOf, pathOf, type EntityName, type EntityOf, type RemoteName } from './src/domain/entities';

export const SHELL_NAME = 'frota_shell';

/** A page a remote exposes beside its entities' pages, with the path the shell mounts it at. */
interface ExtraPage {
  path: string;
  /** the standalone page's menu: its label and a link with the parameters filled in */
  label: string;
  link: string;
  /** in the shell's side menu too, under `label`, right after this entity's entry */
  menuAfter?: EntityName;
}

// A remote exposes one page per registry entity it owns (ENTITIES[name].remote) plus the extra pages named here.
export const REMOTES = {
  fleet: { name: 'frota_fleet', devPort: 3011, pages: {} },
  finance: {
    name: 'frota_finance',
    devPort: 3012,
    pages: {
      'veiculo-pagamentos': { path: '/veiculos/:id/pagamentos', label: 'Pagamentos do veículo 1', link: '/veiculos/1/pagamentos' },
      extrato: { path: '/motoristas/:id/extrato', label: 'Extrato do motorista 1', link: '/motoristas/1/extrato' },
      cobranca: { path: '/cobranca', label: 'Cobrança', link: '/cobranca', menuAfter: 'pagamentos' },
    },
  },
  incidents: { name: 'frota_incidents', devPort: 3013, pages: {} },
  alerts: { name: 'frota_alerts', devPort: 3014, pages: {} },
} as const satisfies Record<RemoteName, { name: string; devPort: number; pages: Record<string, ExtraPage> }>;

export type RemoteKey = RemoteName;
export type ExposeOf<K extends RemoteKey> = EntityOf<K> | (keyof (typeof REMOTES)[K]['pages'] & string);

function pagesOf<K extends RemoteKey>(remote: K): [keyof (typeof REMOTES)[K]['pages'] & string, ExtraPage][] {
  return Object.entries(REMOTES[remote].pages) as [keyof (typeof REMOTES)[K]['pages'] & string, ExtraPage][];
}

export function exposeNamesOf<K extends RemoteKey>(remote: K): ExposeOf<K>[] {
  return [...entitiesOf(remote), ...pagesOf(remote).map(([name]) => name)];
}

/** `./<name>` → `./src/exposes/<name>.tsx`, the thin wrapper each remote keeps per entry. */
export function exposesOf(remote: RemoteKey): Record<string, string> {
  return Object.fromEntries(exposeNamesOf(remote).map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}

/** What the shell mounts where: every entity's pages at /<name>/*, and each remote's extra pages at their paths. */
export type RemoteRouteEntry = { [K in RemoteKey]: { path: string; remote: K; expose: ExposeOf<K> } }[RemoteKey];

export function remoteRoutes(): RemoteRouteEntry[] {
  const extra = REMOTE_NAMES.flatMap((remote) => pagesOf(remote).map(([expose, page]) => ({ path: page.path, remote, expose }) as RemoteRouteEntry));
  const entities = ENTITY_NAMES.map((name) => ({ path: `${pathOf(name)}/*`, remote: ENTITIES[name].remote, expose: name }) as RemoteRouteEntry);
  return [...extra, ...entities];
}

/** The extra pages that have a side-menu entry, each with the entity it follows. */
export function menuPages(): { label: string; path: string; after: EntityName }[] {
  return REMOTE_NAMES.flatMap((remote) =>
    pagesOf(remote).flatMap(([, page]) => (page.menuAfter ? [{ label: page.label, path: page.path, after: page.menuAfter }] : [])),
  );
}

/** A remote's pages for its standalone dev page, at the paths the shell mounts them; `elements` names each expose's page. */
export function standaloneSectionsOf<K extends RemoteKey, Element>(remote: K, elements: Record<ExposeOf<K>, Element>) {
  return [
    ...entitiesOf(remote).map((name) => ({ label: labelOf(name), path: pathOf(name), element: elements[name] })),
    ...pagesOf(remote).map(([name, page]) => ({ label: page.label, path: page.path, link: page.link, element: elements[name] })),
  ];
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

