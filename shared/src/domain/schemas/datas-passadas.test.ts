import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { manutencaoInput, motoristaInput, multaInput, recebimentoInput, sinistroInput } from '../index';
import { dataPassada, instantePassado } from './fields';

// issue 31: no date from the future where only the past makes sense; a driver is of age. "Today" is São Paulo's
// (UTC−3) and is read when a body is parsed, not when the schema was built: these schemas exist before the clock is set.

function errors(schema: z.ZodType, data: unknown): Record<string, string> {
  const r = schema.safeParse(data);
  const out: Record<string, string> = {};
  for (const issue of r.success ? [] : r.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

const FUTURA = 'A data não pode ser futura.';
/** 09/03/2026 23:59:59 in São Paulo, already 10/03 in UTC. */
const QUASE_MEIA_NOITE = new Date('2026-03-10T02:59:59Z');
/** 10/03/2026 00:00:00 in São Paulo. */
const MEIA_NOITE = new Date('2026-03-10T03:00:00Z');

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('dataPassada', () => {
  it('takes today in São Paulo and refuses tomorrow, the day turning at São Paulo\'s midnight', () => {
    const schema = dataPassada();
    vi.setSystemTime(QUASE_MEIA_NOITE);
    expect(schema.safeParse('2026-03-09').success).toBe(true);
    expect(errors(schema, '2026-03-10')).toEqual({ _: FUTURA });
    vi.setSystemTime(MEIA_NOITE);
    expect(schema.safeParse('2026-03-10').success).toBe(true);
    expect(errors(schema, '2026-03-11')).toEqual({ _: FUTURA });
  });

  it('speaks of an invalid or missing day first', () => {
    vi.setSystemTime(MEIA_NOITE);
    expect(errors(dataPassada(), '2099-02-30')).toEqual({ _: 'Data inválida' });
    expect(errors(dataPassada(), '')).toEqual({ _: 'Campo obrigatório' });
  });
});

describe('instantePassado', () => {
  it('takes a moment that has come, even when its UTC day is São Paulo\'s tomorrow (a vistoria at 22:30)', () => {
    const schema = instantePassado();
    vi.setSystemTime(new Date('2026-03-10T01:30:00Z'));
    expect(schema.safeParse('2026-03-10T01:30:00.000Z').success).toBe(true);
    // a phone a minute ahead of the server
    expect(schema.safeParse('2026-03-10T01:31:00Z').success).toBe(true);
    expect(errors(schema, '2026-03-10T02:30:00Z')).toEqual({ _: FUTURA });
    // a day typed without its time is still São Paulo's day
    expect(errors(schema, '2026-03-10')).toEqual({ _: FUTURA });
  });
});

describe('schemas with a day that must have come', () => {
  const sinistro = { veiculo_id: 1, motorista_id: 2, descricao: 'Colisão traseira', custo_reparo: 1500 };
  const recebimento = { valor: 100, forma_pagamento: 'pix' };
  const multa = { veiculo_id: 1, motorista_id: 2, data_vencimento: '2026-04-30', valor_multa: 195.23, motivo: 'Excesso de velocidade', transferido_para_condutor: false };
  const manutencao = { veiculo_id: 1, tipo_manutencao: 'preventiva', descricao: 'Troca de óleo', quilometragem: 15300, custo: 250 };

  it('sinistro and recebimento: data_sinistro and data_pagamento', () => {
    vi.setSystemTime(QUASE_MEIA_NOITE);
    expect(errors(sinistroInput, { ...sinistro, data_sinistro: '2026-03-10' })).toEqual({ data_sinistro: FUTURA });
    expect(errors(recebimentoInput, { ...recebimento, data_pagamento: '2026-03-10' })).toEqual({ data_pagamento: FUTURA });
    expect(sinistroInput.safeParse({ ...sinistro, data_sinistro: '2026-03-09' }).success).toBe(true);
    vi.setSystemTime(MEIA_NOITE);
    expect(sinistroInput.safeParse({ ...sinistro, data_sinistro: '2026-03-10' }).success).toBe(true);
    expect(recebimentoInput.safeParse({ ...recebimento, data_pagamento: '2026-03-10' }).success).toBe(true);
  });

  it('multa: the fine\'s day (its UTC day, SPEC §2, as the form types it) not after today in São Paulo', () => {
    vi.setSystemTime(QUASE_MEIA_NOITE);
    expect(errors(multaInput, { ...multa, data_multa: '2026-03-10' })).toEqual({ data_multa: FUTURA });
    expect(errors(multaInput, { ...multa, data_multa: '2027-01-10T14:00:00Z', data_vencimento: '2027-02-10' })).toEqual({ data_multa: FUTURA });
    expect(multaInput.safeParse({ ...multa, data_multa: '2026-03-09T23:00:00Z' }).success).toBe(true);
    vi.setSystemTime(MEIA_NOITE);
    expect(multaInput.safeParse({ ...multa, data_multa: '2026-03-10' }).success).toBe(true);
    // the due date may be ahead
    expect(multaInput.safeParse({ ...multa, data_multa: '2026-03-10', data_vencimento: '2027-01-10' }).success).toBe(true);
  });

  it('manutencao: a finalizada one not after today, an agendada one may be ahead', () => {
    vi.setSystemTime(QUASE_MEIA_NOITE);
    expect(errors(manutencaoInput, { ...manutencao, status_atual: 'finalizada', data_manutencao: '2026-03-10' })).toEqual({ data_manutencao: FUTURA });
    expect(manutencaoInput.safeParse({ ...manutencao, status_atual: 'finalizada', data_manutencao: '2026-03-09' }).success).toBe(true);
    expect(manutencaoInput.safeParse({ ...manutencao, status_atual: 'agendada', data_manutencao: '2027-03-10' }).success).toBe(true);
    expect(manutencaoInput.safeParse({ ...manutencao, data_manutencao: '2027-03-10' }).success).toBe(true);
    vi.setSystemTime(MEIA_NOITE);
    expect(manutencaoInput.safeParse({ ...manutencao, status_atual: 'finalizada', data_manutencao: '2026-03-10' }).success).toBe(true);
  });

  it('manutencao: the date rule speaks alongside the other fields\' messages', () => {
    vi.setSystemTime(MEIA_NOITE);
    expect(errors(manutencaoInput, { ...manutencao, custo: '', status_atual: 'finalizada', data_manutencao: '2026-03-11' }))
      .toEqual({ custo: 'Campo obrigatório', data_manutencao: FUTURA });
  });
});

describe('motorista: of age on today\'s date in São Paulo', () => {
  const motorista = {
    nome: 'Maria Souza', cpf: '52998224725', rg: '12.345.678-9', cnh: '62472927637', categoria_cnh: 'B',
    validade_cnh: '2028-01-01', telefone: '11987654321', email: 'maria@exemplo.com', endereco: 'Rua A, 1',
  };
  const MENOR = 'O motorista deve ter pelo menos 18 anos.';

  it('is 18 from his birthday, São Paulo\'s day', () => {
    vi.setSystemTime(QUASE_MEIA_NOITE);
    expect(errors(motoristaInput, { ...motorista, data_nascimento: '2008-03-10' })).toEqual({ data_nascimento: MENOR });
    expect(motoristaInput.safeParse({ ...motorista, data_nascimento: '2008-03-09' }).success).toBe(true);
    vi.setSystemTime(MEIA_NOITE);
    expect(motoristaInput.safeParse({ ...motorista, data_nascimento: '2008-03-10' }).success).toBe(true);
    expect(errors(motoristaInput, { ...motorista, data_nascimento: '2008-03-11' })).toEqual({ data_nascimento: MENOR });
  });

  it('born on 29/02: 18 on 01/03 of a common year', () => {
    vi.setSystemTime(new Date('2026-03-01T02:59:59Z')); // 28/02/2026 in São Paulo
    expect(errors(motoristaInput, { ...motorista, data_nascimento: '2008-02-29' })).toEqual({ data_nascimento: MENOR });
    vi.setSystemTime(new Date('2026-03-01T03:00:00Z')); // 01/03/2026
    expect(motoristaInput.safeParse({ ...motorista, data_nascimento: '2008-02-29' }).success).toBe(true);
  });

  it('has a real CNH, stored as its digits', () => {
    vi.setSystemTime(MEIA_NOITE);
    const base = { ...motorista, data_nascimento: '1990-05-01' };
    expect(motoristaInput.parse({ ...base, cnh: '624.729.276-37' }).cnh).toBe('62472927637');
    expect(errors(motoristaInput, { ...base, cnh: '62472927638' })).toEqual({ cnh: 'CNH inválida' });
    expect(errors(motoristaInput, { ...base, cnh: '99999999999' })).toEqual({ cnh: 'CNH inválida' });
    expect(errors(motoristaInput, { ...base, cnh: '1234567' })).toEqual({ cnh: 'CNH inválida' });
    expect(errors(motoristaInput, { ...base, cnh: '' })).toEqual({ cnh: 'Campo obrigatório' });
  });
});
