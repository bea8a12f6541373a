// `pnpm test`: every check and suite of the project; a failing step does not hide the others.
// Writes reports/summary.json, which .ci/run turns into its closing "N passed, N failed" line.
// The checks and the build go side by side (each prints its output when it ends): eslint and knip keep one core
// each, tsc and rsbuild come and go, so on 2 cores the four take the time of the typecheck instead of the sum.
// The e2e suite runs after vitest. FROTA_E2E_BESIDE=1 starts it as soon as the build is done, beside the rest: it
// mostly waits (on pages, servers, a remote made slow on purpose) and uses under half of the 2 cores alone; not the
// default until a quiet machine shows it holds (issue 32: measured only at load 12–22, where it lost tests).
// Its output is held and printed after vitest's, so neither is cut into the other.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm, run } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// every empty embedded database of the suites (API workers, spawned servers and CLIs, e2e servers) starts from one
// migrated dump instead of initdb and the migrations (api/src/db/pglite-template.ts)
process.env.PGLITE_TEMPLATE_DIR ??= join(reports, 'pglite');

const results = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const seconds = (since) => Math.round((performance.now() - since) / 1000);

/**
 * Runs pnpm with `args`, its output held and printed in one piece when it ends and `printAfter` has settled;
 * calls `onEnd` when it ends and resolves with its exit code.
 */
function runQuiet(args, printAfter = Promise.resolve(), onEnd = () => {}) {
  return new Promise((resolve) => {
    const child = pnpm(args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', async (code, signal) => {
      onEnd();
      await printAfter;
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function check(name, args, { quiet = false } = {}) {
  const start = performance.now();
  const code = await (quiet ? runQuiet(args) : run(args, { cwd: root }));
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: seconds(start) });
  if (quiet) console.log(`== ${name}: ${code === 0 ? 'ok' : `falhou (${code})`} em ${seconds(start)} s`);
}

async function suite(name, args, reportFile, count, { printAfter } = {}) {
  const start = performance.now();
  let took = 0;
  const ended = () => (took = seconds(start));
  const code = await (printAfter ? runQuiet(args, printAfter, ended) : run(args, { cwd: root }).finally(ended));
  const report = readJson(reportFile);
  const { passed, failed } = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that crashed before reporting still counts as a failure.
  results.push({ name, passed, failed: failed || (code !== 0 ? Math.max(1, failed) : 0), seconds: took });
}

const vitestCount = (r) => ({ passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0) });
const playwrightCount = (r) => ({ passed: r.stats?.expected ?? 0, failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) });

const started = performance.now();
const build = check('build', ['build'], { quiet: true });
let vitestDone;
const vitestEnded = new Promise((resolve) => (vitestDone = resolve));
const e2eReport = join(reports, 'e2e.json');
const e2eStart = process.env.FROTA_E2E_BESIDE === '1' ? build : Promise.all([build, vitestEnded]);
const e2e = e2eStart.then(async () => {
  if (!existsSync(join(root, 'shell/dist/index.html'))) return results.push({ name: 'e2e', passed: 0, failed: 1, seconds: 0 });
  // timed from its own start to its own end, though it prints after vitest
  await suite('e2e', ['--filter', '@frota/e2e', 'test'], e2eReport, playwrightCount, { printAfter: vitestEnded });
});
await Promise.all([
  check('lint', ['exec', 'eslint', '.', '--max-warnings=0'], { quiet: true }),
  check('dead code (knip)', ['exec', 'knip', '--no-progress'], { quiet: true }),
  check('typecheck', ['typecheck'], { quiet: true }),
  build,
]);
const vitestReport = join(reports, 'vitest.json');
await suite('unit + api', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], vitestReport, vitestCount);
vitestDone();
await e2e;

// the order the steps are listed in, whichever ended first
const ORDER = ['lint', 'dead code (knip)', 'typecheck', 'build', 'unit + api', 'e2e'];
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
const total = results.reduce((acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed }), { passed: 0, failed: 0 });
writeFileSync(join(reports, 'summary.json'), JSON.stringify({ results, ...total }, null, 2));
console.log('\nResumo dos testes:');
for (const r of results) console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} ok, ${r.failed} com falha (${r.seconds} s)`);
console.log(`  tempo total: ${seconds(started)} s`);
process.exit(total.failed > 0 ? 1 : 0);
