import { describe, expect, it } from 'vitest';
import { CNH_AVISO_DIAS, situacaoCnh } from './motorista';

describe('situacaoCnh', () => {
  it('is vencida from the day after its expiry', () => {
    expect(situacaoCnh('2026-03-09', '2026-03-10')).toEqual({ situacao: 'vencida', dias: -1 });
    expect(situacaoCnh('2020-01-01', '2026-03-10').situacao).toBe('vencida');
  });

  it(`is vencendo from its expiry day back to ${CNH_AVISO_DIAS} days before`, () => {
    expect(situacaoCnh('2026-03-10', '2026-03-10')).toEqual({ situacao: 'vencendo', dias: 0 });
    expect(situacaoCnh('2026-04-09', '2026-03-10')).toEqual({ situacao: 'vencendo', dias: 30 });
  });

  it('is valida further ahead', () => {
    expect(situacaoCnh('2026-04-10', '2026-03-10')).toEqual({ situacao: 'valida', dias: 31 });
  });

  it('counts a leap day', () => {
    expect(situacaoCnh('2024-03-29', '2024-02-28')).toEqual({ situacao: 'vencendo', dias: 30 });
    expect(situacaoCnh('2024-03-30', '2024-02-28')).toEqual({ situacao: 'valida', dias: 31 });
  });
});
