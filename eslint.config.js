import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { fileURLToPath } from 'node:url';

const remotes = ['mfe-fleet', 'mfe-finance', 'mfe-incidents', 'mfe-alerts', 'mfe-motorista'];

// Remotes and the shell reach Chakra, the router and TanStack Query only through the kit,
// so Module Federation loads them once (a second Chakra fails at run time).
const kitOnly = [
  { name: 'react-router-dom', message: 'Importe do kit: @frota/shared.' },
  { name: 'react-router', message: 'Importe do kit: @frota/shared.' },
  { name: '@tanstack/react-query', message: 'Importe do kit: @frota/shared.' },
  { name: 'axios', message: 'Importe do kit: @frota/shared.' },
  { name: '@emotion/react', message: 'Importe do kit: @frota/shared.' },
];
// The test harness @frota/shared/testing is for tests only: `*.test.ts(x)` and an app's `src/test*/` helpers.
const testFilesOf = (app) => [`${app}/**/*.test.{ts,tsx}`, `${app}/src/test*/**/*.{ts,tsx}`];
const kitPatterns = (tests) => [
  { group: ['@chakra-ui/*'], message: 'Importe somente de @frota/shared.' },
  tests
    ? { regex: '^@frota/shared/(?!(testing|base|domain|session|app-path|portal|driver-token)$)', message: 'Importe de @frota/shared (e, nos testes, de @frota/shared/testing).' }
    : { regex: '^@frota/shared/(?!(base|domain|session|app-path|portal|driver-token)$)', message: 'Importe somente de @frota/shared, @frota/shared/base, @frota/shared/domain, @frota/shared/session, @frota/shared/app-path ou, na página do motorista, @frota/shared/portal e @frota/shared/driver-token (@frota/shared/testing só nos testes).' },
  { group: ['**/shared/src/**'], message: 'Importe somente de @frota/shared.' },
];

const testHarness = { regex: '(^|/)testing(/index)?$', message: 'O harness de testes (shared/src/testing) é só para testes.' };

/** The shell's or a remote's import rules, once for its code and once, with the harness allowed, for its tests. */
function kitConsumer(app, otherPatterns, testPatterns = otherPatterns) {
  const rule = (tests) => ({ 'no-restricted-imports': ['error', { paths: kitOnly, patterns: [...kitPatterns(tests), ...(tests ? testPatterns : otherPatterns)] }] });
  return [
    { files: [`${app}/**/*.{ts,tsx}`], rules: rule(false) },
    { files: testFilesOf(app), rules: rule(true) },
  ];
}

function boundaries(self) {
  const others = remotes.filter((r) => r !== self);
  return kitConsumer(self, [
    { group: [...others.flatMap((r) => [`@frota/${r}`, `@frota/${r}/*`, `**/${r}/**`]), '@frota/shell', '@frota/shell/*', '**/shell/**'],
      message: 'Um remoto não importa outro remoto nem o shell.' },
  ]);
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'api/data/**', '**/test-results/**', '**/playwright-report/**', 'reports/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // a loop of imports makes the module that runs first see the other's exports undefined; type-only imports are free
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { [fileURLToPath(new URL('scripts/eslint-module-parser.cjs', import.meta.url))]: ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.d.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // the kit's layers: domain ← http ← data ← ui (each imports only the layers left of it)
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './shared/src/domain', from: ['./shared/src/http', './shared/src/data', './shared/src/ui'], message: 'domain não importa http, data nem ui.' },
          { target: './shared/src/http', from: ['./shared/src/data', './shared/src/ui'], message: 'http não importa data nem ui.' },
          { target: './shared/src/data', from: './shared/src/ui', message: 'data não importa ui.' },
        ],
      }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remotes.flatMap(boundaries),
  ...kitConsumer(
    'shell',
    [{ group: remotes.flatMap((r) => [`@frota/${r}`, `**/${r}/**`]), message: 'O shell conhece um remoto só pela configuração de execução.' }],
    // its tests read the remotes' declarations, as /config.json would serve them, and nothing else of them
    [{ regex: `(^@frota/|/)(${remotes.join('|')})(/(?!src/screens$)|$)`, message: 'O shell conhece um remoto só pela configuração de execução.' }],
  ),
  {
    // a write declares what it makes stale (shared/src/data/operation.ts); no screen invalidates, refetches or resets
    // the cache by hand
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/data/**'],
    rules: {
      'no-restricted-properties': ['error', ...['invalidateQueries', 'refetchQueries', 'resetQueries'].map((property) => ({
        property,
        message: 'Declare o que a escrita invalida na sua operação (defineOperation, invalidates); só shared/src/data invalida o cache.',
      }))],
    },
  },
  {
    // the kit's own code never reaches its test harness either
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [...testFilesOf('shared'), 'shared/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [testHarness] }],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          // csv-columns: the CSV declarations, only the API's (the domain's entry, which every page loads, has their type)
          // portal-motorista: the driver's routes' schemas (issue 37), out of the domain's entry the staff's pages load
          { regex: '^@frota/shared(?!/domain(/csv-columns|/portal-motorista)?$)', message: 'A API importa somente @frota/shared/domain (e @frota/shared/domain/csv-columns, @frota/shared/domain/portal-motorista).' },
          { group: ['**/shared/src/**', '@frota/shell', '@frota/mfe-*', 'react', 'react-dom'], message: 'A API importa somente @frota/shared/domain.' },
        ],
      }],
    },
  },
  {
    // domain is pure TS + zod: the api imports it, so it must not pull in the browser kit
    files: ['shared/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@chakra-ui/*', 'axios', '@tanstack/*', 'react-router*'], message: 'domain é TypeScript puro com zod.' }, testHarness] }],
    },
  },
);
