import type { ListaItem } from '@frota/shared/domain';

type Item = ListaItem<'itens_vistoria'>;
type Avaria = ListaItem<'avarias_vistoria'>;

interface Lado {
  quilometragem: number;
  combustivel_oitavos: number;
  itens: Item[];
  avarias: Avaria[];
}

export interface Comparacao {
  avarias_novas: Avaria[];
  itens_alterados: { item: string; antes: Item['estado'] | null; depois: Item['estado'] }[];
  combustivel: { entrega: number; devolucao: number; diferenca: number };
  km: { entrega: number; devolucao: number; rodados: number };
}

const chave = (item: string) => item.trim().toLocaleLowerCase('pt-BR');

/**
 * A devolução against its contract's entrega: its marks are all new (it holds only those made at the return), an
 * item is changed when it was OK (or not checked) at delivery and is now Faltando or Avariado; fuel and km as
 * differences (negative fuel: it came back emptier).
 */
export function compararVistorias(entrega: Lado, devolucao: Lado): Comparacao {
  const antes = new Map(entrega.itens.map((i) => [chave(i.item), i.estado]));
  const itens_alterados = devolucao.itens
    .filter((i) => i.estado !== 'ok' && antes.get(chave(i.item)) !== i.estado && (antes.get(chave(i.item)) ?? 'ok') === 'ok')
    .map((i) => ({ item: i.item, antes: antes.get(chave(i.item)) ?? null, depois: i.estado }));
  return {
    avarias_novas: devolucao.avarias,
    itens_alterados,
    combustivel: { entrega: entrega.combustivel_oitavos, devolucao: devolucao.combustivel_oitavos, diferenca: devolucao.combustivel_oitavos - entrega.combustivel_oitavos },
    km: { entrega: entrega.quilometragem, devolucao: devolucao.quilometragem, rodados: devolucao.quilometragem - entrega.quilometragem },
  };
}
