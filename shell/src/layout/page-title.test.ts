import { describe, expect, it } from 'vitest';
import { remoteScreensOf } from '../remotes/remote-screens';
import { DECLARATIONS } from '../test/declarations';
import { pageTitleOf } from './page-title';

const screens = remoteScreensOf(DECLARATIONS);

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
    ['/sobre', 'Sobre'],
    ['/releases', 'Versões dos módulos'],
  ])('%s → %s, the section', (path, title) => {
    expect(pageTitleOf(path, screens)).toBe(title);
  });

  it.each([
    ['/veiculos/12/relatorio', 'Relatório do veículo'],
    ['/veiculos/12/rastreadores', 'Rastreadores do veículo'],
    ['/veiculos/12/pagamentos', 'Pagamentos do veículo'],
    ['/veiculos/12/pagamentos/', 'Pagamentos do veículo'],
    ['/motoristas/4/extrato', 'Extrato'],
  ])('%s → %s, the record page\'s own title', (path, title) => {
    expect(pageTitleOf(path, screens)).toBe(title);
  });
});
