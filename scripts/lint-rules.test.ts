import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The habits eslint.config.js holds (issue 32), each shown on a planted file: without its rule, its test fails.
const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// a loop needs both files on disk: the rule reads the imported one to find its way back
const probe = `shell/src/lint-probe-${process.pid}`;
afterAll(() => rmSync(join(root, probe), { recursive: true, force: true }));

describe('eslint.config.js', () => {
  it('reports a loop of two files, and not the same imports one way only', async () => {
    mkdirSync(join(root, probe), { recursive: true });
    writeFileSync(join(root, probe, 'ida.ts'), "import { volta } from './volta';\nexport const ida = () => volta;\n");
    writeFileSync(join(root, probe, 'volta.ts'), "import { ida } from './ida';\nexport const volta = () => ida;\n");
    expect(await rulesHit(`${probe}/ida.ts`, "import { volta } from './volta';\nexport const ida = () => volta;\n")).toContain('import-x/no-cycle');

    writeFileSync(join(root, probe, 'fim.ts'), 'export const fim = 1;\n');
    expect(await rulesHit(`${probe}/so-ida.ts`, "import { fim } from './fim';\nexport const soIda = () => fim;\n")).not.toContain('import-x/no-cycle');
  });

  it('keeps the kit in layers: domain imports neither http, data nor ui; http not data; data not ui', async () => {
    const imports = (from: string) => `import * as m from '${from}';\nexport default m;\n`;
    const zone = 'import-x/no-restricted-paths';
    expect(await rulesHit('shared/src/domain/x.ts', imports('../ui'))).toContain(zone);
    expect(await rulesHit('shared/src/domain/x.ts', imports('../data'))).toContain(zone);
    expect(await rulesHit('shared/src/domain/x.ts', imports('../http'))).toContain(zone);
    expect(await rulesHit('shared/src/http/x.ts', imports('../data'))).toContain(zone);
    expect(await rulesHit('shared/src/http/x.ts', imports('../data/query-client'))).toContain(zone);
    expect(await rulesHit('shared/src/data/x.ts', imports('../ui'))).toContain(zone);
    // the other way round is the layering itself
    expect(await rulesHit('shared/src/ui/x.ts', imports('../data'))).not.toContain(zone);
    expect(await rulesHit('shared/src/data/x.ts', imports('../http'))).not.toContain(zone);
    expect(await rulesHit('shared/src/http/x.ts', imports('../domain'))).not.toContain(zone);
  });

  it('names files in kebab-case, whatever their middle extensions', async () => {
    const code = 'export default function Extrato() {\n  return null;\n}\n';
    const naming = 'check-file/filename-naming-convention';
    expect(await rulesHit('mfe-finance/src/exposes/DriverStatement.tsx', code)).toContain(naming);
    expect(await rulesHit('api/src/push/http_ece.d.ts', 'export {};\n')).toContain(naming);
    expect(await rulesHit('mfe-finance/src/exposes/extrato.tsx', code)).not.toContain(naming);
    expect(await rulesHit('mfe-finance/src/extrato/extrato-page.test.tsx', code)).not.toContain(naming);
  });

  it('lets only the kit\'s data layer invalidate, refetch or reset the query cache: a screen declares what its write invalidates', async () => {
    const rule = 'no-restricted-properties';
    for (const metodo of ['invalidateQueries', 'refetchQueries', 'resetQueries']) {
      const code = `import { useQueryClient } from '@frota/shared';\nexport function useAtualizar() {\n  const client = useQueryClient();\n  return () => client.${metodo}({ queryKey: ['data', 'pagamentos'] });\n}\n`;
      expect(await rulesHit('mfe-finance/src/recebimentos/atualizar.ts', code)).toContain(rule);
      expect(await rulesHit('shell/src/usuarios/atualizar.ts', code)).toContain(rule);
      expect(await rulesHit('shared/src/ui/atualizar.ts', code)).toContain(rule);
      expect(await rulesHit('shared/src/data/atualizar.ts', code)).not.toContain(rule);
    }
    // a query's own refetch (a "Tentar novamente") is not the cache's
    expect(await rulesHit('mfe-finance/src/extrato/x.ts', 'export const tentar = (q: { refetch: () => void }) => q.refetch();\n')).not.toContain(rule);
  });
});
