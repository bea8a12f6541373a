import { expect, type Page } from '@playwright/test';
import { cpfFromBase } from '../../shared/src/domain/cpf';

// What the finance specs need in the database, created through the API with the signed-in user's token,
// so each test reads what it wrote and never depends on a seed row's values.

let sequencia = 0;
function unico(): string {
  sequencia += 1;
  return `${Date.now() % 1_000_000}${sequencia}`;
}

/** A Mercosul plate from the clock, starting with F (the other specs start theirs with Q, R or Z). */
function novaPlaca(): string {
  const n = unico();
  const letra = (i: number) => String.fromCharCode(65 + (Number(n.slice(i, i + 2)) % 26));
  return `F${letra(0)}${letra(2)}-${n.at(-1)}${letra(4)}${n.slice(-3, -1).padStart(2, '0')}`;
}

/** Today in São Paulo, 'YYYY-MM-DD', as the weekly charges count days. */
export function hoje(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

export function maisDias(dia: string, dias: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as the screens show it. */
export function dataBr(dia: string): string {
  const [a, m, d] = dia.split('-');
  return `${d}/${m}/${a}`;
}

export async function financeiro(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('sem token: faça login antes');
  const headers = { authorization: `Bearer ${token}` };
  async function post<T>(url: string, data: Record<string, unknown>): Promise<T> {
    const res = await page.request.post(url, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  }
  return {
    headers,
    veiculo: () =>
      post<{ id: number; placa: string }>('/api/veiculos', {
        placa: novaPlaca(),
        modelo: 'ONIX',
        marca: 'CHEVROLET',
        ano_fabricacao: 2023,
        quilometragem_inicial: 1000,
        data_aquisicao: '2024-12-01',
        valor_compra: 80000,
      }),
    motorista: (nome: string) => {
      const n = unico();
      return post<{ id: number; nome: string; cpf: string }>('/api/motoristas', {
        nome,
        cpf: cpfFromBase(n.padStart(9, '3').slice(-9)),
        rg: '12.345.678-9',
        data_nascimento: '1990-05-01',
        cnh: `8${n}`.slice(0, 11),
        categoria_cnh: 'B',
        validade_cnh: '2031-01-01',
        telefone: '(11) 98765-4321',
        email: `financeiro.${n}@exemplo.com.br`,
        endereco: 'Rua das Flores, 100 - São Paulo/SP',
      });
    },
    contrato: (data: { veiculo_id: number; motorista_id: number; data_inicio: string; valor_aluguel: number; data_fim?: string | null; status_contrato?: string }) =>
      post<{ id: number }>('/api/contratos', { data_fim: null, status_contrato: 'ativo', ...data }),
    pagamento: (data: { contrato_id: number; data_prevista: string; valor_pago: number; status_pagamento: string; data_pagamento?: string | null }) =>
      post<{ id: number }>('/api/pagamentos', { data_pagamento: null, ...data }),
  };
}
