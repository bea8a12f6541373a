import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-path';

describe('isAppPath', () => {
  it.each(['/', '/veiculos', '/veiculos/3/editar?voltar=%2Fveiculos#x', '/motoristas?q=ana%20souza'])('takes a path of this app: %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a line feed', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'veiculos'],
    ['nothing', ''],
  ])('refuses %s', (_name, path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
