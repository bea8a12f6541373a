import { describe, expect, it } from 'vitest';
import type { FieldConfig } from './field-config';
import { prefillFromParams } from './prefill';

const fields = [
  { name: 'quilometragem', label: 'Quilometragem', type: 'integer' },
  { name: 'custo', label: 'Custo (R$)', type: 'money' },
  { name: 'tipo_manutencao', label: 'Tipo', type: 'select', options: [{ value: 'revisao', label: 'Revisão' }, { value: 'corretiva', label: 'Corretiva' }] },
  { name: 'data_manutencao', label: 'Data', type: 'date' },
  { name: 'descricao', label: 'Descrição', type: 'textarea' },
] as FieldConfig[];

describe('prefillFromParams', () => {
  it("takes the configured fields of the address as their inputs hold them: numbers, a select's option, a day", () => {
    const params = new URLSearchParams('quilometragem=69456&custo=89900.5&tipo_manutencao=revisao&data_manutencao=2026-11-29&descricao=Revis%C3%A3o');
    expect(prefillFromParams(fields, params)).toEqual({
      quilometragem: 69456,
      custo: 89900.5,
      tipo_manutencao: 'revisao',
      data_manutencao: '2026-11-29',
      descricao: 'Revisão',
    });
  });

  it('leaves out what is not a field, not a number, not an option or not a day', () => {
    const params = new URLSearchParams('id=7&versao=3&quilometragem=muito&tipo_manutencao=troca&data_manutencao=29/11/2026&custo=');
    expect(prefillFromParams(fields, params)).toEqual({});
  });
});
