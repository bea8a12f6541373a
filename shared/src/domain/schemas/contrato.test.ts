import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { contratoInput, inicioRetroativoMinimo } from './contrato';
import { hojeSaoPaulo } from '../format';

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

  it('bills back 52 weeks at most: a start further back with cobrar_semanas_anteriores is refused on data_inicio', () => {
    expect(inicioRetroativoMinimo('2026-11-28')).toBe('2025-11-29');
    const minimo = inicioRetroativoMinimo(hojeSaoPaulo());
    const base = { motorista_id: 1, veiculo_id: 1, valor_aluguel: 650, cobrar_semanas_anteriores: true };
    expect(erros({ ...base, data_inicio: minimo })).toEqual({});
    const umDiaAntes = new Date(Date.parse(`${minimo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(erros({ ...base, data_inicio: umDiaAntes })).toEqual({ data_inicio: MSG.retroativaLimitada });
    expect(erros({ ...base, data_inicio: '1900-01-01' })).toEqual({ data_inicio: MSG.retroativaLimitada });
    // not asked to bill back: any start
    expect(erros({ ...base, data_inicio: '1900-01-01', cobrar_semanas_anteriores: false })).toEqual({});
  });
});

describe('contratoInput on a plan (issue 35)', () => {
  const base = { motorista_id: 1, veiculo_id: 1, data_inicio: '2025-03-03' };

  it('takes no rent when a plan is chosen: the API takes the plan\'s', () => {
    expect(erros({ ...base, plano_id: 2 })).toEqual({});
    expect(contratoInput.parse({ ...base, plano_id: 2 })).toMatchObject({ plano_id: 2, valor_aluguel: null });
  });

  it('asks for the rent without a plan, with the other fields\' messages', () => {
    expect(erros({ ...base })).toEqual({ valor_aluguel: MSG.obrigatorio });
    expect(erros({ ...base, valor_aluguel: '', veiculo_id: null })).toEqual({ veiculo_id: MSG.obrigatorio, valor_aluguel: MSG.obrigatorio });
  });
});
