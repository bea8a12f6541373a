import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contratoInput, manutencaoInput, motoristaInput, multaInput, pagamentoInput, rastreadorInput, sinistroInput, veiculoInput,
} from '../index';

function errors(schema: z.ZodType, data: unknown): Record<string, string> {
  const r = schema.safeParse(data);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const k = issue.path.join('.') || '_';
    out[k] ??= issue.message;
  }
  return out;
}

const veiculoOk = {
  placa: 'abc1d23', modelo: 'onix', marca: 'chevrolet', ano_fabricacao: 2022,
  quilometragem_inicial: 1000, data_aquisicao: '2023-02-10', valor_compra: 75990.9,
};

describe('veiculoInput', () => {
  it('normalizes the plate and upper-cases model and brand', () => {
    const v = veiculoInput.parse(veiculoOk);
    expect(v).toMatchObject({ placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET', observacoes: null });
    expect(veiculoInput.parse({ ...veiculoOk, placa: 'abc-1234' }).placa).toBe('ABC-1234');
  });

  it('rejects a bad plate with the submit-time message', () => {
    expect(errors(veiculoInput, { ...veiculoOk, placa: 'AB12345' }).placa).toBe(
      'A placa do veículo é inválida. Use o formato ABC1234 (antigo) ou ABC1D23 (Mercosul).',
    );
  });

  it('requires every field but observacoes', () => {
    const e = errors(veiculoInput, {});
    expect(Object.keys(e).sort()).toEqual(
      ['ano_fabricacao', 'data_aquisicao', 'marca', 'modelo', 'placa', 'quilometragem_inicial', 'valor_compra'],
    );
    expect(e.modelo).toBe('Campo obrigatório');
    expect(e.ano_fabricacao).toBe('Campo obrigatório');
  });

  it('bounds the year from 1900 to next year', () => {
    const proximo = new Date().getFullYear() + 1;
    expect(errors(veiculoInput, { ...veiculoOk, ano_fabricacao: 1899 }).ano_fabricacao).toBe(`O ano deve estar entre 1900 e ${proximo}`);
    expect(errors(veiculoInput, { ...veiculoOk, ano_fabricacao: proximo + 1 }).ano_fabricacao).toBeDefined();
    expect(veiculoInput.safeParse({ ...veiculoOk, ano_fabricacao: proximo }).success).toBe(true);
    expect(veiculoInput.safeParse({ ...veiculoOk, ano_fabricacao: 1900 }).success).toBe(true);
  });

  it('refuses negative km and value, and more than two decimals', () => {
    expect(errors(veiculoInput, { ...veiculoOk, quilometragem_inicial: -1 }).quilometragem_inicial).toBe('O valor não pode ser negativo');
    expect(errors(veiculoInput, { ...veiculoOk, valor_compra: -0.01 }).valor_compra).toBe('O valor não pode ser negativo');
    expect(errors(veiculoInput, { ...veiculoOk, valor_compra: 1.001 }).valor_compra).toBe('Use no máximo duas casas decimais');
  });

  it('refuses strings where numbers are due, and impossible dates', () => {
    expect(errors(veiculoInput, { ...veiculoOk, valor_compra: '10' }).valor_compra).toBe('Informe um número válido');
    expect(errors(veiculoInput, { ...veiculoOk, data_aquisicao: '2023-02-30' }).data_aquisicao).toBe('Data inválida');
  });

  it('strips unknown fields', () => {
    expect(veiculoInput.parse({ ...veiculoOk, id: 99, admin: true })).not.toHaveProperty('admin');
  });
});

const motoristaOk = {
  nome: 'Maria Souza', cpf: '52998224725', rg: '12.345.678-9', data_nascimento: '1990-05-01', cnh: '62472927637',
  categoria_cnh: 'B', validade_cnh: '2028-01-01', telefone: '11987654321', email: 'Maria@Exemplo.com', endereco: 'Rua A, 1',
};

describe('motoristaInput', () => {
  it('masks CPF and phone, defaults status to ativo', () => {
    expect(motoristaInput.parse(motoristaOk)).toMatchObject({
      cpf: '529.982.247-25', telefone: '(11) 98765-4321', status: 'ativo', email: 'maria@exemplo.com',
    });
  });

  it('uses the SPEC messages', () => {
    const e = errors(motoristaInput, { ...motoristaOk, cpf: '111.111.111-11', telefone: '(20) 98765-4321', email: 'a..b@x.com' });
    expect(e).toMatchObject({ cpf: 'CPF inválido', telefone: 'DDD inválido', email: 'Email não pode ter pontos consecutivos' });
    expect(errors(motoristaInput, { ...motoristaOk, cpf: undefined }).cpf).toBe('CPF é obrigatório');
  });

  it('accepts only the CNH categories', () => {
    expect(errors(motoristaInput, { ...motoristaOk, categoria_cnh: 'F' }).categoria_cnh).toBe('Opção inválida');
    expect(motoristaInput.safeParse({ ...motoristaOk, categoria_cnh: 'AE' }).success).toBe(true);
  });
});

describe('other entities', () => {
  it('contrato: end date optional, not before the start, rent above zero', () => {
    const base = { motorista_id: 1, veiculo_id: 2, data_inicio: '2026-01-10', valor_aluguel: 650 };
    expect(contratoInput.parse(base)).toMatchObject({ data_fim: null, status_contrato: 'ativo' });
    expect(errors(contratoInput, { ...base, data_fim: '31/12/2026' }).data_fim).toBe('Data inválida');
    expect(errors(contratoInput, { ...base, data_fim: '2026-01-09' }).data_fim).toBe('A data de término não pode ser anterior à data de início');
    expect(errors(contratoInput, { ...base, valor_aluguel: 0 }).valor_aluguel).toBe('O valor deve ser maior que zero');
    expect(errors(contratoInput, { ...base, status_contrato: 'suspenso' }).status_contrato).toBe('Opção inválida');
  });

  it('pagamento: empty payment date becomes null, status defaults to pendente', () => {
    expect(pagamentoInput.parse({ contrato_id: 1, data_prevista: '2026-02-01', data_pagamento: '', valor_pago: 650 }))
      .toMatchObject({ data_pagamento: null, status_pagamento: 'pendente' });
  });

  it('manutencao: requires type and numbers', () => {
    const e = errors(manutencaoInput, { veiculo_id: 1, descricao: 'Troca de óleo', data_manutencao: '2026-02-01' });
    expect(e).toMatchObject({ tipo_manutencao: 'Campo obrigatório', quilometragem: 'Campo obrigatório', custo: 'Campo obrigatório' });
  });

  it('multa: ISO timestamps round trip, due not before the fine, real boolean', () => {
    const m = multaInput.parse({
      veiculo_id: 1, motorista_id: 2, data_multa: '2026-03-01T10:00:00-03:00', data_vencimento: '2026-04-01',
      valor_multa: 195.23, motivo: 'Excesso de velocidade', transferido_para_condutor: false,
    });
    expect(m.data_multa).toBe('2026-03-01T13:00:00.000Z');
    expect(m.data_vencimento).toBe('2026-04-01T00:00:00.000Z');
    const bad = errors(multaInput, {
      veiculo_id: 1, motorista_id: 2, data_multa: '2026-03-01T00:00:00Z', data_vencimento: '2026-02-01T00:00:00Z',
      valor_multa: 1, motivo: 'x', transferido_para_condutor: 'false',
    });
    expect(bad.transferido_para_condutor).toBe('Opção inválida');
    expect(errors(multaInput, { data_multa: 'ontem' }).data_multa).toBe('Data inválida');
  });

  it('sinistro: observacoes optional, cost not negative', () => {
    const base = { veiculo_id: 1, motorista_id: 2, data_sinistro: '2026-03-01', descricao: 'Colisão traseira', custo_reparo: 1500 };
    expect(sinistroInput.parse(base).observacoes).toBeNull();
    expect(errors(sinistroInput, { ...base, custo_reparo: -5 }).custo_reparo).toBe('O valor não pode ser negativo');
  });

  it('rastreador: only name and code required, km not negative', () => {
    expect(rastreadorInput.parse({ nome_dispositivo: 'GT06', codigo_identificacao: 'IMEI-1' }))
      .toEqual({ nome_dispositivo: 'GT06', codigo_identificacao: 'IMEI-1', data_compra: null, caracteristicas: null, km_atual: null, km_instalacao: null, veiculo_id: null });
    expect(errors(rastreadorInput, { nome_dispositivo: 'GT06', codigo_identificacao: 'X', km_atual: -1 }).km_atual).toBe('O valor não pode ser negativo');
    expect(rastreadorInput.parse({ nome_dispositivo: 'GT06', codigo_identificacao: 'X', km_atual: '', veiculo_id: '' })).toMatchObject({ km_atual: null, veiculo_id: null });
    expect(errors(rastreadorInput, { nome_dispositivo: 'GT06', codigo_identificacao: 'X', veiculo_id: 'abc' }).veiculo_id).toBe('Identificador inválido');
    expect(errors(rastreadorInput, {})).toMatchObject({ nome_dispositivo: 'Campo obrigatório', codigo_identificacao: 'Campo obrigatório' });
  });
});

describe('fallback messages', () => {
  it('are Portuguese even where a schema sets none', async () => {
    const { z } = await import('zod');
    const r = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/inválid|esperado/i);
  });
});

describe('text fields', () => {
  const invisivel = ' \u00a0\u200b\u200c\u200d\u2060\ufeff\u00ad\t';

  it('read a text of only spaces or invisible characters as empty: required is "Campo obrigatório", optional is null', () => {
    expect(errors(veiculoInput, { ...veiculoOk, modelo: invisivel })).toEqual({ modelo: 'Campo obrigatório' });
    expect(veiculoInput.parse({ ...veiculoOk, observacoes: invisivel }).observacoes).toBeNull();
    expect(errors(veiculoInput, { ...veiculoOk, data_aquisicao: invisivel })).toEqual({ data_aquisicao: 'Campo obrigatório' });
  });

  it('trims them from the ends only, keeping what is between', () => {
    expect(veiculoInput.parse({ ...veiculoOk, modelo: '\u200b onix\u200dplus \u2060' }).modelo).toBe('ONIX\u200dPLUS');
  });
});
