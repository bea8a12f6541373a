import { MENU_ENTRIES } from './menu-entries';

// Pages about one record have a title of their own, the h1 their remote shows (without the record's name).
const RECORD_PAGES: [RegExp, string][] = [
  [/^\/veiculos\/[^/]+\/relatorio$/, 'Relatório do veículo'],
  [/^\/veiculos\/[^/]+\/rastreadores$/, 'Rastreadores do veículo'],
  [/^\/veiculos\/[^/]+\/pagamentos$/, 'Pagamentos do veículo'],
  [/^\/motoristas\/[^/]+\/extrato$/, 'Extrato'],
];

// The shell's own pages, outside the menu's entities (issue 18).
const SHELL_PAGES: Readonly<Record<string, string>> = {
  '/usuarios': 'Usuários',
  '/alterar-senha': 'Alterar senha',
  '/auditoria': 'Auditoria',
  '/sobre': 'Sobre',
  '/releases': 'Versões dos módulos',
};

/**
 * The top bar's title: a record page's own title (/veiculos/12/pagamentos → "Pagamentos do veículo"), else the
 * label of the menu entry the path is under (/veiculos/12/editar → "Veículos"), the most specific entry winning;
 * "Frota" for a path no entry holds.
 */
export function pageTitleOf(pathname: string): string {
  if (pathname === '/') return 'Dashboard';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SHELL_PAGES[path]) return SHELL_PAGES[path];
  const own = RECORD_PAGES.find(([pattern]) => pattern.test(path));
  if (own) return own[1];
  const entry = MENU_ENTRIES.filter(({ to }) => to !== '/' && (path === to || path.startsWith(`${to}/`))).sort((a, b) => b.to.length - a.to.length)[0];
  return entry?.label ?? 'Frota';
}
