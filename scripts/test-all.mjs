// `pnpm test`: every check and suite of the project, in order; a failing step does not hide the others.
// Writes reports/summary.json, which .ci/run turns into its closing "N passed, N failed" line.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function check(name, args) {
  const code = await run(args, { cwd: root });
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

async function suite(name, args, reportFile, count) {
  const code = await run(args, { cwd: root });
  const report = readJson(reportFile);
  const { passed, failed } = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that crashed before reporting still counts as a failure.
  results.push({ name, passed, failed: failed || (code !== 0 ? Math.max(1, failed) : 0) });
}

const vitestCount = (r) => ({ passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0) });
const playwrightCount = (r) => ({ passed: r.stats?.expected ?? 0, failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) });

await check('lint', ['exec', 'eslint', '.', '--max-warnings=0']);
await check('dead code (knip)', ['exec', 'knip', '--no-progress']);
await check('typecheck', ['-r', 'typecheck']);
const vitestReport = join(reports, 'vitest.json');
await suite('unit + api', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], vitestReport, vitestCount);
await check('build', ['build']);
const e2eReport = join(reports, 'e2e.json');
if (existsSync(join(root, 'shell/dist/index.html'))) {
  await suite('e2e', ['--filter', '@frota/e2e', 'test'], e2eReport, playwrightCount);
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1 });
}

const total = results.reduce((acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed }), { passed: 0, failed: 0 });
writeFileSync(join(reports, 'summary.json'), JSON.stringify({ results, ...total }, null, 2));
console.log('\nResumo dos testes:');
for (const r of results) console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} ok, ${r.failed} com falha`);
process.exit(total.failed > 0 ? 1 : 0);
