import { describe, expect, it } from 'vitest';
import { nomeDoPagamento } from './nomes';
import { nomeDoRegistro, paginaDoRegistro } from './registro-auditado';

describe('nomeDoRegistro', () => {
  it('names a record as people know it, from what the trail read of it', () => {
    expect(nomeDoRegistro('veiculos', 3, { placa: 'RUX4F21' })).toBe('RUX-4F21');
    expect(nomeDoRegistro('contratos', 8, { placa: 'RUX-4F21', motorista: 'João Carlos da Silva' })).toBe('RUX-4F21 — João Carlos da Silva');
    expect(nomeDoRegistro('pagamentos', 40, { placa: 'RUX-4F21', motorista: 'João Carlos da Silva', contrato_id: 8, dia: '2026-12-04' })).toBe(
      'RUX-4F21 — João Carlos da Silva, vencimento 04/12/2026',
    );
    expect(nomeDoRegistro('usuarios', 1, { email: 'admin@frota.com.br' })).toBe('admin@frota.com.br');
  });

  it('keeps the id-based name of a record that is gone, and names no row as its kind', () => {
    expect(nomeDoRegistro('veiculos', 12, null)).toBe('Veículo nº 12');
    expect(nomeDoRegistro('manutencoes', 5, null)).toBe('Manutenção nº 5');
    expect(nomeDoRegistro('usuarios', null, null)).toBe('Usuário');
    // read, but with nothing to name it by
    expect(nomeDoRegistro('motoristas', 2, { motorista: null })).toBe('Motorista nº 2');
  });
});

describe('paginaDoRegistro', () => {
  it('opens a vehicle on its report, a registry record on its form, users and releases on their screens', () => {
    expect(paginaDoRegistro('veiculos', 3)).toBe('/veiculos/3/relatorio');
    expect(paginaDoRegistro('pagamentos', 40)).toBe('/pagamentos/40/editar');
    expect(paginaDoRegistro('alertas', 2)).toBe('/alertas');
    expect(paginaDoRegistro('usuarios', 1)).toBe('/usuarios');
    expect(paginaDoRegistro('releases', 9)).toBe('/releases');
  });
});

describe('nomeDoPagamento', () => {
  it('names a payment by its contract and due day, or by the contract id when it has no embed', () => {
    expect(nomeDoPagamento({ contrato_id: 8, data_prevista: '2026-12-04', contrato: { id: 8, veiculo: { placa: 'RUX-4F21' }, motorista: { nome: 'Ana' } } })).toBe(
      'RUX-4F21 — Ana, vencimento 04/12/2026',
    );
    expect(nomeDoPagamento({ contrato_id: 8, data_prevista: '2026-12-04' })).toBe('Contrato 8, vencimento 04/12/2026');
  });
});
