/** SPEC §2 side menu, in its order. */
export const MENU_ENTRIES = [
  { label: 'Dashboard', to: '/' },
  { label: 'Veículos', to: '/veiculos' },
  { label: 'Motoristas', to: '/motoristas' },
  { label: 'Contratos', to: '/contratos' },
  { label: 'Pagamentos', to: '/pagamentos' },
  { label: 'Manutenções', to: '/manutencoes' },
  { label: 'Multas', to: '/multas' },
  { label: 'Sinistros', to: '/sinistros' },
  { label: 'Rastreadores', to: '/rastreadores' },
  { label: 'Alertas', to: '/alertas' },
] as const;
