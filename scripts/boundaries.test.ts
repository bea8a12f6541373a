import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (DESIGN.md)', () => {
  it('a remote reaches Chakra, the router and react-query only through the kit', async () => {
    for (const lib of ['@chakra-ui/react', 'react-router-dom', '@tanstack/react-query', 'axios']) {
      expect(await restricted('mfe-fleet/src/x.tsx', `import * as m from '${lib}';\nexport default m;\n`)).toHaveLength(1);
    }
    expect(await restricted('mfe-fleet/src/x.tsx', `import { Button } from '@frota/shared';\nexport default Button;\n`)).toEqual([]);
  });

  it('a remote never imports another remote or the shell', async () => {
    expect(await restricted('mfe-fleet/src/x.ts', `import a from '../../mfe-finance/src/exposes/contratos';\nexport default a;\n`)).toHaveLength(1);
    expect(await restricted('mfe-alerts/src/x.ts', `import a from '@frota/shell';\nexport default a;\n`)).toHaveLength(1);
  });

  it('the shell knows remotes only by runtime config', async () => {
    expect(await restricted('shell/src/x.ts', `import a from '../../mfe-fleet/src/exposes/veiculos';\nexport default a;\n`)).toHaveLength(1);
  });

  it('only tests reach the test harness @frota/shared/testing, never production code', async () => {
    const harness = `import { fakeApi } from '@frota/shared/testing';\nexport default fakeApi;\n`;
    expect(await restricted('mfe-fleet/src/veiculos/veiculos.test.tsx', harness)).toEqual([]);
    expect(await restricted('mfe-finance/src/testing/dados.tsx', harness)).toEqual([]);
    expect(await restricted('shell/src/auth/require-auth.test.tsx', harness)).toEqual([]);
    expect(await restricted('mfe-fleet/src/veiculos/veiculo-screens.tsx', harness)).toHaveLength(1);
    expect(await restricted('shell/src/app.tsx', harness)).toHaveLength(1);
    // a test still reaches the rest of the kit only through its index and its singletons (/base, /domain)
    expect(await restricted('mfe-fleet/src/x.test.tsx', `import { useResource } from '@frota/shared/data';\nexport default useResource;\n`)).toHaveLength(1);
    expect(await restricted('mfe-fleet/src/x.test.tsx', `import { MSG } from '@frota/shared/domain';\nexport default MSG;\n`)).toEqual([]);
    expect(await restricted('mfe-fleet/src/x.test.tsx', `import * as m from '@chakra-ui/react';\nexport default m;\n`)).toHaveLength(1);
    // nor does the kit's own code
    expect(await restricted('shared/src/ui/x.tsx', `import { renderAt } from '../testing';\nexport default renderAt;\n`)).toHaveLength(1);
    expect(await restricted('shared/src/ui/x.test.tsx', `import { renderAt } from '../testing';\nexport default renderAt;\n`)).toEqual([]);
  });

  it('the api imports only the domain part of shared', async () => {
    expect(await restricted('api/src/x.ts', `import { http } from '@frota/shared';\nexport default http;\n`)).toHaveLength(1);
    expect(await restricted('api/src/x.ts', `import { veiculoInput } from '@frota/shared/domain';\nexport default veiculoInput;\n`)).toEqual([]);
  });

  it('the domain stays free of browser libraries', async () => {
    expect(await restricted('shared/src/domain/x.ts', `import React from 'react';\nexport default React;\n`)).toHaveLength(1);
    expect(await restricted('shared/src/domain/schemas/x.ts', `import { fakeApi } from '../../testing';\nexport default fakeApi;\n`)).toHaveLength(1);
  });
});
