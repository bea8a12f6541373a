import { describe, expect, it } from 'vitest';
import { registroAuditoria } from '../../testing/registro-auditoria';
import { oQueFez } from './frases';

describe('the audit\'s phrase of a reminder sent (issue 36)', () => {
  it('names the step and the amount', () => {
    const registro = registroAuditoria({ acao: 'lembrete_enviado', entidade: 'motoristas', depois: { etapa: 'atraso_3', valor: 1300 } });
    expect(oQueFez(registro, [])).toBe('enviou um lembrete de cobrança (3 dias de atraso) de R$\u00a01.300,00');
  });
});
