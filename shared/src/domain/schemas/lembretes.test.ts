import { describe, expect, it } from 'vitest';
import { mensagemLembrete, referenteDoLembrete } from '../mensagem-cobranca';
import { diasDeLembrete, etapa, etapaDoDia, etapaLabel } from './lembretes';

describe('the reminders\' schedule', () => {
  it('reads what the form types, in order, and refuses what is no schedule', () => {
    expect(diasDeLembrete.parse('7, -1 0;3')).toEqual([-1, 0, 3, 7]);
    expect(diasDeLembrete.parse('')).toEqual([]);
    expect(diasDeLembrete.safeParse('1, 1').error?.issues[0]?.message).toBe('Há dias repetidos.');
    expect(diasDeLembrete.safeParse([-8]).error?.issues[0]?.message).toBe('Use dias inteiros de -7 a 60, separados por vírgula.');
    expect(diasDeLembrete.safeParse('1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11').error?.issues[0]?.message).toBe('No máximo 10 lembretes.');
  });

  it('names each step for the API and for a person', () => {
    expect([-3, -1, 0, 1, 7].map(etapaDoDia)).toEqual(['antes_3', 'vespera', 'vencimento', 'atraso_1', 'atraso_7']);
    expect(['antes_3', 'vespera', 'vencimento', 'atraso_1', 'atraso_7'].map(etapaLabel)).toEqual(['Faltam 3 dias', 'Véspera', 'Vencimento', '1 dia de atraso', '7 dias de atraso']);
    expect(etapa.safeParse('atraso_61').success).toBe(false);
    expect(etapa.safeParse('antes_1').success).toBe(false);
  });
});

describe('the reminder\'s message', () => {
  const base = { nome: 'Ana Souza', placa: 'ABC1D23', vencimento: '2025-03-11', valor: 1650, semanas: 2, outras_cobrancas: 1, pix: null };

  it('says the step, the amount with plain spaces and what it is for', () => {
    expect(mensagemLembrete({ ...base, dias: -1 })).toBe(
      'Olá, Ana Souza! O aluguel do veículo ABC-1D23 vence amanhã, 11/03/2025.\nValor em aberto: R$ 1.650,00, referente a 2 semanas de aluguel e 1 outra cobrança.\n\nQualquer dúvida, estamos à disposição.',
    );
    expect(mensagemLembrete({ ...base, dias: 0 })).toContain('vence hoje, 11/03/2025.');
    expect(mensagemLembrete({ ...base, dias: -3 })).toContain('vence em 3 dias, 11/03/2025.');
    expect(mensagemLembrete({ ...base, dias: 1, pix: '000201PIX' })).toContain('está em atraso há 1 dia (venceu em 11/03/2025).');
    expect(mensagemLembrete({ ...base, dias: 1, pix: '000201PIX' })).toContain('Para pagar com Pix, use o código copia e cola:\n000201PIX');
    expect(referenteDoLembrete({ semanas: 1, outras_cobrancas: 2 })).toBe('1 semana de aluguel e 2 outras cobranças');
  });
});
