import { motoristas, veiculos } from '../db/schema';
import type { Db } from '../db/client';

// Rows other rows refer to, inserted straight into the database so a resource's tests set up in one line.

let sequence = 0;

export async function inserirVeiculo(db: Db, overrides: Partial<typeof veiculos.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(veiculos)
    .values({
      placa: `TST-${String(1000 + (sequence % 9000))}`,
      modelo: 'ONIX',
      marca: 'CHEVROLET',
      ano_fabricacao: 2022,
      quilometragem_inicial: 10000,
      data_aquisicao: '2023-01-10',
      valor_compra: 75000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function inserirMotorista(db: Db, overrides: Partial<typeof motoristas.$inferInsert> = {}) {
  sequence += 1;
  const digits = String(10_000_000_000 + sequence).slice(-11);
  const [row] = await db
    .insert(motoristas)
    .values({
      nome: 'Ana Souza',
      cpf: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`,
      rg: '12.345.678-9',
      data_nascimento: '1990-05-01',
      cnh: '01234567890',
      categoria_cnh: 'B',
      validade_cnh: '2030-01-01',
      telefone: '(11) 91234-5678',
      email: 'ana@exemplo.com.br',
      endereco: 'Rua A, 1',
      ...overrides,
    })
    .returning();
  return row!;
}
