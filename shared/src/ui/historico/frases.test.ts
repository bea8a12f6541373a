import { describe, expect, it } from 'vitest';
import { registroAuditoria } from '../../testing/registro-auditoria';
import { autorDoRegistro, frase, oQueFez } from './frases';

describe('the audit\'s phrase of a reminder sent (issue 36)', () => {
  it('names the step and the amount', () => {
    const registro = registroAuditoria({ acao: 'lembrete_enviado', entidade: 'motoristas', depois: { etapa: 'atraso_3', valor: 1300 } });
    expect(oQueFez(registro, [])).toBe('enviou um lembrete de cobrança (3 dias de atraso) de R$\u00a01.300,00');
  });
});

describe('who did it (issue 37)', () => {
  it('a driver on his own page is named by his name and "(motorista)"; a staff user by hers', () => {
    const dele = registroAuditoria({ acao: 'condutor_confirmado', entidade: 'multas', usuario_id: null, usuario_nome: null, motorista_id: 8, motorista_nome: 'Carlos Pereira' });
    expect(autorDoRegistro(dele)).toBe('Carlos Pereira (motorista)');
    expect(frase(dele, [])).toBe('Carlos Pereira (motorista) confirmou que era o condutor em 03/11/2026 14:12');
    expect(autorDoRegistro(registroAuditoria())).toBe('Maria');
  });
});
