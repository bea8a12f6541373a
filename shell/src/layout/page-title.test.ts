import { describe, expect, it } from 'vitest';
import { pageTitleOf } from './page-title';

describe('pageTitleOf', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/veiculos', 'Veículos'],
    ['/veiculos/12/editar', 'Veículos'],
    ['/cobranca', 'Cobrança'],
    ['/pagamentos/novo', 'Pagamentos'],
    ['/alertas', 'Alertas'],
    ['/veiculosx', 'Frota'],
    ['/nada', 'Frota'],
  ])('%s → %s', (path, title) => {
    expect(pageTitleOf(path)).toBe(title);
  });
});
