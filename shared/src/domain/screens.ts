import { ENTITIES, ENTITY_NAMES, entitiesOf, labelOf, pathOf, type EntityDefinition, type EntityName, type RemoteName } from './entities';
import { MENU_GROUPS, MENU_ICONS, type MenuGroup, type MenuIcon } from './menu';
import { PAPEIS, type Papel } from './papeis';

// What a remote shows and where (issue 32): each remote declares its screens in its src/screens.ts, its build
// writes them to screens.json beside remoteEntry.js, /config.json carries the active releases' declarations, and
// the shell composes its routes and menu from them, so a release adds a screen with no shell build.

export interface MenuEntryDeclaration {
  label: string;
  icon: MenuIcon;
  group: MenuGroup;
  /** the place in the menu, across remotes: an entity's is its registry place × 10 (orderAfter) */
  order: number;
}

export interface ScreenDeclaration {
  /** the module `./<expose>` of the remote, src/exposes/<expose>.tsx */
  expose: string;
  /** where the shell mounts it: '/veiculos/*', '/cobranca', '/motoristas/:id/extrato' */
  path: string;
  /** the top bar's title on a page without a menu entry */
  title?: string;
  /** for the standalone page: the path with its parameters filled in */
  example?: string;
  menu?: MenuEntryDeclaration;
  /** who sees it; every signed-in user when absent */
  roles?: Papel[];
}

export interface RemoteDeclaration {
  remote: RemoteName;
  screens: ScreenDeclaration[];
  /** titles of pages inside its screens ('/veiculos/:id/relatorio' → 'Relatório do veículo') */
  titles?: { path: string; title: string }[];
}

/** The shell's own pages: no remote may take them. */
export const SHELL_PATHS = ['/', '/login', '/alterar-senha', '/usuarios', '/auditoria', '/sobre', '/releases', '/empresa'] as const;

/** The menu place right after an entity's: a page that belongs beside it (Cobrança after Pagamentos). */
export function orderAfter(entity: EntityName): number {
  return (ENTITY_NAMES.indexOf(entity) + 1) * 10 + 5;
}

/** An entity's screen as the registry gives it: its pages at /<name>/*, in the menu at its registry place. */
export function entityScreen(name: EntityName): ScreenDeclaration {
  const { menu } = ENTITIES[name];
  return { expose: name, path: `${pathOf(name)}/*`, example: pathOf(name), menu: { label: labelOf(name), ...menu, order: (ENTITY_NAMES.indexOf(name) + 1) * 10 } };
}

/** A remote's declaration: its registry entities' screens (those it has built), then its own pages. */
export function declareRemote(remote: RemoteName, pages: ScreenDeclaration[] = [], titles?: RemoteDeclaration['titles']): RemoteDeclaration {
  const onScreen = entitiesOf(remote).filter((name) => (ENTITIES[name] as EntityDefinition).screens !== false);
  return { remote, screens: [...onScreen.map(entityScreen), ...pages], ...(titles ? { titles } : {}) };
}

/** '/motoristas/:id/extrato' and '/motoristas/:codigo/extrato' are the same route. */
const routeKey = (path: string) => path.replace(/:[^/]+/g, ':');

/** A declaration as read from a screens.json: roles, icons and groups are any text until activation checks them. */
export interface DeclaredRemote {
  remote: RemoteName;
  screens: {
    expose: string;
    path: string;
    title?: string;
    example?: string;
    menu?: { label: string; icon: string; group: string; order: number };
    roles?: string[];
  }[];
  titles?: { path: string; title: string }[];
}

export interface ActiveDeclaration {
  declaration: DeclaredRemote;
  /** how messages name it: "fleet 2.0.0" */
  name: string;
}

/**
 * What the shell could not satisfy in `candidate`, given the other remotes' active declarations: an unknown role,
 * icon or group, a route of the shell's or of another remote, a route twice. The first problem, in pt-BR; null when none.
 */
export function declarationProblem(candidate: ActiveDeclaration, others: ActiveDeclaration[]): string | null {
  const { declaration, name } = candidate;
  const seen = new Set<string>();
  for (const screen of declaration.screens) {
    const at = `A tela ${screen.path} de ${name}`;
    const role = screen.roles?.find((r) => !(PAPEIS as readonly string[]).includes(r));
    if (role !== undefined) return `${at} pede o papel "${role}", que o aplicativo não conhece.`;
    if (screen.menu && !(MENU_ICONS as readonly string[]).includes(screen.menu.icon)) return `${at} usa o ícone "${screen.menu.icon}", que o aplicativo não conhece.`;
    if (screen.menu && !Object.hasOwn(MENU_GROUPS, screen.menu.group)) return `${at} fica no grupo "${screen.menu.group}" do menu, que o aplicativo não conhece.`;
    const key = routeKey(screen.path);
    if ((SHELL_PATHS as readonly string[]).includes(screen.path.replace(/\/\*$/, '') || '/')) return `${at} usa uma rota do próprio aplicativo.`;
    if (seen.has(key)) return `${at} aparece duas vezes.`;
    seen.add(key);
    const owner = others.find((o) => o.declaration.remote !== declaration.remote && o.declaration.screens.some((s) => routeKey(s.path) === key));
    if (owner) return `${at} usa uma rota que já é de ${owner.name}.`;
  }
  return null;
}
