// The SPEC (§2, §5, §8) texts of each entity's screens, written out: the screen tests check these literals, not
// entityTexts, so that a wrong text there fails them. One row an entity.

/** Where the shell mounts the screens (the API endpoint is /api plus the same path) and their h1 titles: list, new, edit. */
const screens = {
  veiculos: { path: '/veiculos', titles: ['Veículos', 'Novo veículo', 'Editar veículo'] },
  motoristas: { path: '/motoristas', titles: ['Motoristas', 'Novo motorista', 'Editar motorista'] },
  rastreadores: { path: '/rastreadores', titles: ['Rastreadores', 'Novo rastreador', 'Editar rastreador'] },
  contratos: { path: '/contratos', titles: ['Contratos', 'Novo contrato', 'Editar contrato'] },
  pagamentos: { path: '/pagamentos', titles: ['Pagamentos', 'Novo pagamento', 'Editar pagamento'] },
  planos: { path: '/planos', titles: ['Planos', 'Novo plano', 'Editar plano'] },
  manutencoes: { path: '/manutencoes', titles: ['Manutenções', 'Nova manutenção', 'Editar manutenção'] },
  multas: { path: '/multas', titles: ['Multas', 'Nova multa', 'Editar multa'] },
  sinistros: { path: '/sinistros', titles: ['Sinistros', 'Novo sinistro', 'Editar sinistro'] },
} as const;

/** The list's texts; the delete's only where the list offers a delete. */
const listTexts: Record<ScreenName, { loadListError: string; empty: string; deleteConfirm?: string; deleted?: string }> = {
  veiculos: { loadListError: 'Erro ao carregar veículos. Por favor, tente novamente.', empty: 'Nenhum veículo encontrado', deleteConfirm: 'Tem certeza que deseja excluir este veículo?', deleted: 'Veículo excluído com sucesso!' },
  motoristas: { loadListError: 'Erro ao carregar motoristas. Por favor, tente novamente.', empty: 'Nenhum motorista encontrado', deleteConfirm: 'Tem certeza que deseja excluir este motorista?', deleted: 'Motorista excluído com sucesso!' },
  rastreadores: { loadListError: 'Erro ao carregar rastreadores. Por favor, tente novamente.', empty: 'Nenhum rastreador encontrado', deleteConfirm: 'Tem certeza que deseja excluir este rastreador?', deleted: 'Rastreador excluído com sucesso!' },
  contratos: { loadListError: 'Erro ao carregar contratos. Por favor, tente novamente.', empty: 'Nenhum contrato encontrado', deleteConfirm: 'Tem certeza que deseja excluir este contrato?', deleted: 'Contrato excluído com sucesso!' },
  pagamentos: { loadListError: 'Erro ao carregar pagamentos. Por favor, tente novamente.', empty: 'Nenhum pagamento encontrado' },
  planos: { loadListError: 'Erro ao carregar planos. Por favor, tente novamente.', empty: 'Nenhum plano encontrado', deleteConfirm: 'Tem certeza que deseja excluir este plano?', deleted: 'Plano excluído com sucesso!' },
  manutencoes: { loadListError: 'Erro ao carregar manutenções. Por favor, tente novamente.', empty: 'Nenhuma manutenção encontrada', deleteConfirm: 'Tem certeza que deseja excluir esta manutenção?', deleted: 'Manutenção excluída com sucesso!' },
  multas: { loadListError: 'Erro ao carregar multas. Por favor, tente novamente.', empty: 'Nenhuma multa encontrada', deleteConfirm: 'Tem certeza que deseja excluir esta multa?', deleted: 'Multa excluída com sucesso!' },
  sinistros: { loadListError: 'Erro ao carregar sinistros. Por favor, tente novamente.', empty: 'Nenhum sinistro encontrado' },
};

/** The form's texts. */
const formTexts: Record<ScreenName, { created: string; updated: string; saveError: string; loadOneError: string }> = {
  veiculos: { created: 'Veículo criado com sucesso!', updated: 'Veículo atualizado com sucesso!', saveError: 'Erro ao salvar veículo. Por favor, tente novamente.', loadOneError: 'Erro ao carregar veículo. Por favor, tente novamente.' },
  motoristas: { created: 'Motorista criado com sucesso!', updated: 'Motorista atualizado com sucesso!', saveError: 'Erro ao salvar motorista. Por favor, tente novamente.', loadOneError: 'Erro ao carregar dados do motorista. Por favor, tente novamente.' },
  rastreadores: { created: 'Rastreador criado com sucesso!', updated: 'Rastreador atualizado com sucesso!', saveError: 'Erro ao salvar rastreador. Por favor, tente novamente.', loadOneError: 'Erro ao carregar dados. Por favor, tente novamente.' },
  contratos: { created: 'Contrato cadastrado com sucesso!', updated: 'Contrato atualizado com sucesso!', saveError: 'Erro ao salvar contrato. Por favor, tente novamente.', loadOneError: 'Erro ao carregar dados do contrato. Por favor, tente novamente.' },
  planos: { created: 'Plano criado com sucesso!', updated: 'Plano atualizado com sucesso!', saveError: 'Erro ao salvar plano. Por favor, tente novamente.', loadOneError: 'Erro ao carregar dados do plano. Por favor, tente novamente.' },
  pagamentos: { created: 'Pagamento registrado com sucesso!', updated: 'Pagamento atualizado com sucesso!', saveError: 'Erro ao salvar pagamento. Por favor, tente novamente.', loadOneError: 'Erro ao carregar pagamento. Por favor, tente novamente.' },
  manutencoes: { created: 'Manutenção criada com sucesso!', updated: 'Manutenção atualizada com sucesso!', saveError: 'Erro ao salvar manutenção. Por favor, tente novamente.', loadOneError: 'Erro ao carregar dados da manutenção. Por favor, tente novamente.' },
  multas: { created: 'Multa criada com sucesso!', updated: 'Multa atualizada com sucesso!', saveError: 'Erro ao salvar multa. Por favor, tente novamente.', loadOneError: 'Erro ao carregar dados da multa. Por favor, tente novamente.' },
  sinistros: { created: 'Sinistro registrado com sucesso!', updated: 'Sinistro atualizado com sucesso!', saveError: 'Erro ao salvar sinistro. Por favor, tente novamente.', loadOneError: 'Erro ao carregar dados. Por favor, tente novamente.' },
};

export type ScreenName = keyof typeof screens;

export function screenTexts(name: ScreenName) {
  const { path, titles } = screens[name];
  const [list, create, edit] = titles;
  return { path, list, create, edit, ...listTexts[name], ...formTexts[name] };
}
