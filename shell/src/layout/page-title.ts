import { MENU_ENTRIES } from './menu-entries';

/**
 * The top bar's title: the label of the menu entry the path is under (/veiculos/12/editar → "Veículos"),
 * the most specific entry winning; "Frota" for a path no entry holds.
 */
export function pageTitleOf(pathname: string): string {
  if (pathname === '/') return 'Dashboard';
  const entry = MENU_ENTRIES.filter(({ to }) => to !== '/' && (pathname === to || pathname.startsWith(`${to}/`))).sort((a, b) => b.to.length - a.to.length)[0];
  return entry?.label ?? 'Frota';
}
