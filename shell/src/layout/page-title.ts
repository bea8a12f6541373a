import type { RemoteScreens } from '../remotes/remote-screens';

// The shell's own pages, outside the remotes' declarations (issue 18).
const SHELL_PAGES: Readonly<Record<string, string>> = {
  '/usuarios': 'Usuários',
  '/alterar-senha': 'Alterar senha',
  '/auditoria': 'Auditoria',
  '/sobre': 'Sobre',
  '/releases': 'Versões dos módulos',
};

/**
 * The top bar's title: a record page's own title as its remote declares it (/veiculos/12/pagamentos →
 * "Pagamentos do veículo"), else the label of the menu entry the path is under (/veiculos/12/editar →
 * "Veículos"), the most specific entry winning; "Frota" for a path no entry holds.
 */
export function pageTitleOf(pathname: string, { menu, titles }: Pick<RemoteScreens, 'menu' | 'titles'>): string {
  if (pathname === '/') return 'Dashboard';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SHELL_PAGES[path]) return SHELL_PAGES[path];
  const own = titles.find(({ pattern }) => pattern.test(path));
  if (own) return own.title;
  const entry = menu.filter(({ to }) => to !== '/' && (path === to || path.startsWith(`${to}/`))).sort((a, b) => b.to.length - a.to.length)[0];
  return entry?.label ?? 'Frota';
}
