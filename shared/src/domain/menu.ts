// What the shell can draw in its side menu: a remote's declaration names a group and an icon from these, and
// activation refuses one the shell does not know (api/src/releases).

/** The side menu's groups, in the menu's order (SPEC §2's entries fall into them in order). */
export const MENU_GROUPS = {
  cadastros: 'Cadastros',
  financeiro: 'Financeiro',
  operacao: 'Operação',
} as const;
export type MenuGroup = keyof typeof MENU_GROUPS;

/** The icons the shell draws (shell/src/layout/menu-icons.tsx has one per name). */
export const MENU_ICONS = [
  'veiculo',
  'motorista',
  'contrato',
  'pagamento',
  'cobranca',
  'manutencao',
  'multa',
  'sinistro',
  'rastreador',
  'alerta',
  'documento',
  'grafico',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** Where an entity sits in the menu: its group and icon; the label is its plural, the order its registry place. */
export interface EntityMenu {
  group: MenuGroup;
  icon: MenuIcon;
}
