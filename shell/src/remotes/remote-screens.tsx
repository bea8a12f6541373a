import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type MenuGroup, type MenuIcon, type Papel, type DeclaredRemote } from '@frota/shared/base';
import type { RemoteKey } from '../../../shared/mf.config';

// The active releases' declarations (/config.json) as the shell uses them: its routes, its menu and its titles.
// A release that adds a screen shows in them on the next load, with no shell build (issue 32).

export interface RemoteRouteEntry {
  path: string;
  remote: RemoteKey;
  expose: string;
  /** who may open it; anyone signed in when absent */
  roles?: readonly Papel[];
  title?: string;
}

export interface MenuEntry {
  label: string;
  to: string;
  icon?: MenuIcon;
  group?: MenuGroup;
  roles?: readonly Papel[];
}

export interface RemoteScreens {
  routes: RemoteRouteEntry[];
  /** in the menu's order: by group, then by each entry's order */
  menu: MenuEntry[];
  /** record pages' own titles, by route pattern */
  titles: { pattern: RegExp; title: string }[];
}

const GROUP_ORDER: readonly string[] = ['cadastros', 'financeiro', 'operacao'] satisfies readonly MenuGroup[];

const patternOf = (path: string) => new RegExp(`^${path.replace(/\/\*$/, '').replace(/:[^/]+/g, '[^/]+')}$`);

/** What the declarations give the shell; activation has checked their roles, icons, groups and routes. */
export function remoteScreensOf(declarations: readonly DeclaredRemote[]): RemoteScreens {
  const screens = declarations.flatMap((d) => d.screens.map((s) => ({ ...s, remote: d.remote })));
  const menu = screens
    .filter((s) => s.menu)
    .sort((a, b) => GROUP_ORDER.indexOf(a.menu!.group) - GROUP_ORDER.indexOf(b.menu!.group) || a.menu!.order - b.menu!.order)
    .map((s) => ({
      label: s.menu!.label,
      to: s.path.replace(/\/\*$/, ''),
      icon: s.menu!.icon as MenuIcon,
      group: s.menu!.group as MenuGroup,
      ...(s.roles ? { roles: s.roles as Papel[] } : {}),
    }));
  return {
    routes: screens.map(({ path, remote, expose, roles, title }) => ({ path, remote, expose, ...(roles ? { roles: roles as Papel[] } : {}), ...(title ? { title } : {}) })),
    menu: [{ label: 'Dashboard', to: '/' }, ...menu],
    titles: [
      ...screens.flatMap((s) => (s.title ? [{ pattern: patternOf(s.path), title: s.title }] : [])),
      ...declarations.flatMap((d) => (d.titles ?? []).map((t) => ({ pattern: patternOf(t.path), title: t.title }))),
    ],
  };
}

const RemoteScreensContext = createContext<RemoteScreens>(remoteScreensOf([]));

export function RemoteScreensProvider({ declarations, children }: { declarations: readonly DeclaredRemote[]; children: ReactNode }) {
  const screens = useMemo(() => remoteScreensOf(declarations), [declarations]);
  return <RemoteScreensContext.Provider value={screens}>{children}</RemoteScreensContext.Provider>;
}

export function useRemoteScreens(): RemoteScreens {
  return useContext(RemoteScreensContext);
}

/** The entries a role sees. */
export function menuFor(menu: readonly MenuEntry[], papel: Papel | undefined): MenuEntry[] {
  return menu.filter((e) => !e.roles || (papel !== undefined && e.roles.includes(papel)));
}
