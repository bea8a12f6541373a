import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { contratoInput } from './contrato';

function erros(input: unknown): Record<string, string> {
  const result = contratoInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('contratoInput', () => {
  it('reports an end before the start together with the other fields\' errors', () => {
    expect(erros({ data_inicio: '2025-03-03', data_fim: '2025-03-02', valor_aluguel: 650 })).toEqual({
      motorista_id: MSG.obrigatorio,
      veiculo_id: MSG.obrigatorio,
      data_fim: MSG.dataFimAntesInicio,
    });
  });

  it('does not compare dates until both are valid', () => {
    expect(Object.keys(erros({ motorista_id: 1, veiculo_id: 1, data_inicio: '03/03/2025', data_fim: '2025-03-02', valor_aluguel: 650 }))).toEqual(['data_inicio']);
  });
});
