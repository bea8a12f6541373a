import { describe, expect, it } from 'vitest';
import { inputFieldNames, optionLabel, optionValues, referenceKey, rowFieldNames, type EntityFields } from './entity-fields';

describe('the registry’s field language', () => {
  it('an option field takes a domain enum’s values and labels, or the entity’s own', () => {
    const status = { kind: 'opcao', enum: 'status_manutencao', label: 'Status' } as const;
    const tipo = { kind: 'opcao', options: { entrega: 'Entrega', devolucao: 'Devolução' }, label: 'Tipo' } as const;
    expect(optionValues(status)).toEqual(['agendada', 'finalizada']);
    expect(optionLabel(status, 'finalizada')).toBe('Finalizada');
    expect(optionValues(tipo)).toEqual(['entrega', 'devolucao']);
    expect(optionLabel(tipo, 'devolucao')).toBe('Devolução');
    expect(optionLabel(tipo, 'outra')).toBe('outra');
  });

  it('a body leaves out what is only answered, a row what is only written', () => {
    const fields: EntityFields = {
      valor: { kind: 'dinheiro', label: 'Valor' },
      saldo: { kind: 'dinheiro', readOnly: true, label: 'Saldo' },
      retroativa: { kind: 'booleano', default: false, inputOnly: true, label: 'Retroativa' },
    };
    expect(inputFieldNames(fields)).toEqual(['valor', 'retroativa']);
    expect(rowFieldNames(fields)).toEqual(['valor', 'saldo']);
    expect(referenceKey('veiculo_id')).toBe('veiculo');
  });
});
