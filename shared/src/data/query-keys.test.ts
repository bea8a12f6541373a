import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { veiculos, alertas } from './resources';

describe('queryKeys', () => {
  it("builds ['data', resource, action, params] keys under one root per resource", () => {
    const keys = queryKeys('veiculos');
    expect(keys.all).toEqual(['data', 'veiculos']);
    expect(keys.list({ page: 2, q: 'abc' })).toEqual(['data', 'veiculos', 'list', { page: 2, q: 'abc' }]);
    expect(keys.list()).toEqual(['data', 'veiculos', 'list', {}]);
    expect(keys.one(7)).toEqual(['data', 'veiculos', 'one', { id: '7' }]);
    expect(keys.action('relatorio', { id: 7 })).toEqual(['data', 'veiculos', 'relatorio', { id: 7 }]);
  });

  it('gives the same key for the same id whether it came from a number or a route param', () => {
    expect(queryKeys('veiculos').one(7)).toEqual(queryKeys('veiculos').one('7'));
  });

  it('keeps every key of a resource under its root, and apart from other resources', () => {
    const keys = queryKeys('motoristas');
    for (const key of [keys.lists(), keys.list({ page: 1 }), keys.one(1), keys.action('x')]) {
      expect(key.slice(0, 2)).toEqual(keys.all);
    }
    expect(queryKeys('veiculos').all).not.toEqual(keys.all);
  });

  it('gives each entity client its own root and endpoint', () => {
    expect(veiculos.keys.all).toEqual(['data', 'veiculos']);
    expect(veiculos.endpoint).toBe('/veiculos');
    expect(alertas.endpoint).toBe('/alertas-manutencao');
  });
});
