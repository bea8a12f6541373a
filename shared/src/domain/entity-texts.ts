import { capitalize, ENTITIES, ENTITY_NAMES, type EntityName, type Noun } from './entities';

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

/** Every entity's success and error texts, made from its noun in the registry. */
export const entityTexts = Object.fromEntries(
  ENTITY_NAMES.map((name) => [name, textsFor(ENTITIES[name].noun)]),
) as Record<EntityName, EntityTexts>;
