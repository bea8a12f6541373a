export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => CsvValue;
}

const numero = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 20 });

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return Number.isFinite(value) ? numero.format(value) : '';
  // a text starting with = + - @ would run as a formula in a spreadsheet (CSV injection)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** pt-BR CSV as spreadsheets here expect it: `;` separator, decimal comma, CRLF, BOM for UTF-8. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((c) => cell(c.label)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
