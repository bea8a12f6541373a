import { formatDate } from '@frota/shared';

// The kit's list export (shared/src/ui/resource-list/csv.ts) is not exported by @frota/shared; this writes the
// same pt-BR CSV for the statement: `;`, CRLF, a BOM, money as "640,00" under "(R$)", dates dd/mm/aaaa.
const valor = new Intl.NumberFormat('pt-BR', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface LinhaCsv {
  data: string | null;
  descricao: string;
  valor: number | null;
  saldo: number;
}

function texto(value: string): string {
  // a text starting with = + - @ would run as a formula in a spreadsheet (CSV injection)
  const seguro = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

export function extratoCsv(linhas: readonly LinhaCsv[]): string {
  const cabecalho = ['Data', 'Descrição', 'Valor (R$)', 'Saldo acumulado (R$)'].join(';');
  const corpo = linhas.map((l) =>
    [l.data ? formatDate(l.data) : '', texto(l.descricao), l.valor === null ? '' : valor.format(l.valor), valor.format(l.saldo)].join(';'),
  );
  return `\uFEFF${[cabecalho, ...corpo].join('\r\n')}\r\n`;
}

export function baixar(nome: string, conteudo: string): void {
  const url = URL.createObjectURL(new Blob([conteudo], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
