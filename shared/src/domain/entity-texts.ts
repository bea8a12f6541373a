type Genero = 'm' | 'f';

interface Noun {
  singular: string;
  plural: string;
  genero: Genero;
  /** how the edit form names what failed to load (SPEC §8) */
  dadosDe: string;
  criado?: string;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function textsFor(n: Noun) {
  const o = n.genero === 'm' ? 'o' : 'a';
  const este = n.genero === 'm' ? 'este' : 'esta';
  const Nome = capitalize(n.singular);
  return {
    singular: n.singular,
    plural: n.plural,
    listTitle: capitalize(n.plural),
    loadListError: `Erro ao carregar ${n.plural}. Por favor, tente novamente.`,
    loadOneError: `Erro ao carregar ${n.dadosDe}. Por favor, tente novamente.`,
    saveError: `Erro ao salvar ${n.singular}. Por favor, tente novamente.`,
    deleteError: `Erro ao excluir ${n.singular}. Por favor, tente novamente.`,
    created: `${Nome} ${n.criado ?? `criad${o}`} com sucesso!`,
    updated: `${Nome} atualizad${o} com sucesso!`,
    deleted: `${Nome} excluíd${o} com sucesso!`,
    deleteConfirm: `Tem certeza que deseja excluir ${este} ${n.singular}?`,
    notFound: `${Nome} não encontrad${o}`,
    empty: `Nenhum${n.genero === 'm' ? '' : 'a'} ${n.singular} encontrad${o}`,
  };
}

export type EntityTexts = ReturnType<typeof textsFor>;

export const entityTexts = {
  veiculos: textsFor({ singular: 'veículo', plural: 'veículos', genero: 'm', dadosDe: 'veículo' }),
  motoristas: textsFor({ singular: 'motorista', plural: 'motoristas', genero: 'm', dadosDe: 'dados do motorista' }),
  contratos: textsFor({ singular: 'contrato', plural: 'contratos', genero: 'm', dadosDe: 'dados do contrato', criado: 'cadastrado' }),
  pagamentos: textsFor({ singular: 'pagamento', plural: 'pagamentos', genero: 'm', dadosDe: 'pagamento', criado: 'registrado' }),
  manutencoes: textsFor({ singular: 'manutenção', plural: 'manutenções', genero: 'f', dadosDe: 'dados da manutenção' }),
  multas: textsFor({ singular: 'multa', plural: 'multas', genero: 'f', dadosDe: 'dados da multa' }),
  sinistros: textsFor({ singular: 'sinistro', plural: 'sinistros', genero: 'm', dadosDe: 'dados', criado: 'registrado' }),
  rastreadores: textsFor({ singular: 'rastreador', plural: 'rastreadores', genero: 'm', dadosDe: 'dados' }),
  alertas: textsFor({ singular: 'alerta', plural: 'alertas', genero: 'm', dadosDe: 'dados' }),
} as const;

export type EntityName = keyof typeof entityTexts;
