import { toCsv, type CsvColumn } from '@frota/shared';

export interface LinhaCsv {
  data: string | null;
  descricao: string;
  valor: number | null;
  saldo: number;
  /** a charge due today or later, still open */
  aVencer?: boolean;
}

// the kit's pt-BR CSV, as every list exports it: "640,00" under "(R$)", dates dd/mm/aaaa
const COLUNAS: CsvColumn<LinhaCsv>[] = [
  { label: 'Data', value: (l) => l.data, kind: 'date' },
  { label: 'Descrição', value: (l) => (l.aVencer ? `${l.descricao} (a vencer)` : l.descricao) },
  { label: 'Valor', value: (l) => l.valor, kind: 'money' },
  { label: 'Saldo acumulado', value: (l) => l.saldo, kind: 'money' },
];

export function extratoCsv(linhas: readonly LinhaCsv[]): string {
  return toCsv(COLUNAS, [...linhas]);
}
