// bench/RESULTS.md: one table of figure, budget, measured value and pass/fail per section, with the machine,
// the date and the command. A missed budget is a result, not a crash.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

export interface Figure {
  figure: string;
  budget: string;
  measured: string;
  /** null: recorded for reference, no budget */
  pass: boolean | null;
}

export interface Section {
  title: string;
  figures: Figure[];
  /** how it was measured, what the figures mean; markdown */
  notes: string[];
}

const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? 'pass' : '**FAIL**');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function machine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model ?? 'CPU desconhecida'}, ${cpu.length} núcleos, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${process.platform}`;
}

export function writeResults(path: string, sections: Section[], meta: { command: string; started: Date; load: string }): void {
  const lines = [
    '# Benchmark results (issue 7)',
    '',
    `- Command: \`${meta.command}\``,
    `- Date: ${meta.started.toISOString()}`,
    `- Machine: ${machine()}`,
    `- Load average at the start: ${meta.load}`,
    '',
  ];
  const all = sections.flatMap((s) => s.figures).filter((f) => f.pass !== null);
  lines.push(`Budgets met: ${all.filter((f) => f.pass).length} of ${all.length}.`, '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '', '| figure | budget | measured | result |', '|---|---|---|---|');
    for (const f of section.figures) lines.push(`| ${cell(f.figure)} | ${cell(f.budget)} | ${cell(f.measured)} | ${mark(f.pass)} |`);
    lines.push('');
    for (const note of section.notes) lines.push(`- ${note}`);
    if (section.notes.length) lines.push('');
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}
