import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagamento } from '@frota/shared/domain';
import { serializerCompiler } from './serializer';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('the response serializer', () => {
  const linha = z.object({ id: z.number().int(), nome: z.string().nullable(), valor: z.number(), itens: z.array(z.object({ a: z.string() })) });

  it('writes what JSON.stringify of zod’s output writes, nulls included, and drops keys the schema does not have', () => {
    const data = { id: 3, nome: null, valor: 640.5, itens: [{ a: 'x', b: 'fora' }], extra: true };
    expect(JSON.parse(compile(linha)(data))).toEqual({ id: 3, nome: null, valor: 640.5, itens: [{ a: 'x' }] });
    expect(JSON.parse(compile(linha)({ ...data, nome: 'Ana' }))).toMatchObject({ nome: 'Ana' });
  });

  it('answers a payment row as zod would, its optional embed left out when absent', () => {
    const row = { id: 1, versao: 2, contrato_id: 3, data_prevista: '2026-11-23', data_pagamento: null, valor_pago: 640, status_pagamento: 'pendente', tipo: 'aluguel', valor_recebido: 0, saldo: 640, multa_id: null, sinistro_id: null, vistoria_id: null, descricao: null, encargos: 0, pagamento_origem_id: null, encargos_isentos_em: null, encargos_isencao_motivo: null };
    const comContrato = { ...row, contrato: { id: 3, motorista: { id: 4, nome: 'Ana', cpf: '529.982.247-25' }, veiculo: { id: 5, placa: 'ABC-1234', modelo: 'ONIX', marca: 'CHEVROLET' } } };
    for (const data of [row, comContrato]) {
      expect(JSON.parse(compile(z.array(pagamento))([data]))).toEqual(JSON.parse(JSON.stringify([pagamento.parse(data)])));
    }
  });

  it('keeps zod’s serializer, which checks the value, for a schema JSON Schema cannot say', () => {
    const custom = z.object({ n: z.custom<number>((v) => typeof v === 'number') });
    expect(compile(custom)({ n: 4 })).toBe('{"n":4}');
    expect(() => compile(custom)({ n: 'x' })).toThrow();
  });
});
