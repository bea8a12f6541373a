import { expect, type Page } from '@playwright/test';
import { cnhFromBase } from '../../shared/src/domain/cnh';
import { cpfFromBase } from '../../shared/src/domain/cpf';

// What a spec needs in the database, created through the API with the signed-in user's token, so each test
// reads what it wrote and never depends on a seed row's values.

let sequencia = 0;
/** Distinct on every call of a worker, even in its last digits: the counter takes the three lowest. */
export function unico(): number {
  sequencia = (sequencia + 1) % 1000;
  return Date.now() * 1000 + sequencia;
}

const LETRAS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A Mercosul plate of this run, as the screens show it, starting with `prefixo` (Z by default: the seed's plates
 * are random); the other letters and the digits come from unico(), so no two calls of a run give the same plate.
 */
export function novaPlaca(prefixo = 'Z'): string {
  const livres = 4 - prefixo.length;
  let n = unico() % (26 ** livres * 1000);
  const digitos = String(n % 1000).padStart(3, '0');
  n = Math.floor(n / 1000);
  const letras = prefixo + Array.from({ length: livres }, (_, i) => LETRAS[Math.floor(n / 26 ** i) % 26]).join('');
  return `${letras.slice(0, 3)}-${digitos[0]}${letras[3]}${digitos.slice(1)}`;
}

/** A valid CPF of this run, masked (000.000.000-00). */
export function novoCpf(): string {
  return cpfFromBase(String(unico() % 1e9).padStart(9, '0'));
}

export interface Criado {
  id: number;
}
export interface VeiculoCriado extends Criado {
  placa: string;
  modelo: string;
  marca: string;
}
export interface MotoristaCriado extends Criado {
  nome: string;
  cpf: string;
}
type Dados = Record<string, unknown>;

/** The API as the signed-in user (call after login): each method creates a row (201) with valid defaults, overridable. */
export async function api(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('sem token: faça login antes');
  const headers = { authorization: `Bearer ${token}` };
  async function criar<T extends Criado>(path: string, data: Dados): Promise<T> {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  }
  return {
    headers,
    veiculo: (data: Dados = {}) =>
      criar<VeiculoCriado>('/api/veiculos', {
        placa: novaPlaca(),
        modelo: 'ONIX',
        marca: 'CHEVROLET',
        ano_fabricacao: 2023,
        quilometragem_inicial: 1000,
        data_aquisicao: '2024-12-01',
        valor_compra: 80000,
        observacoes: null,
        ...data,
      }),
    motorista: (data: Dados = {}) => {
      const cpf = novoCpf();
      return criar<MotoristaCriado>('/api/motoristas', {
        nome: 'Motorista de Teste',
        cpf,
        rg: '12.345.678-9',
        data_nascimento: '1990-05-01',
        // a CNH of its own, its check digits right: the CPF's nine first digits as its base
        cnh: cnhFromBase(cpf.replace(/\D/g, '').slice(0, 9)),
        categoria_cnh: 'B',
        validade_cnh: '2031-01-01',
        telefone: '(11) 98765-4321',
        email: `motorista.${cpf.replace(/\D/g, '')}@exemplo.com.br`,
        endereco: 'Rua das Flores, 100 - São Paulo/SP',
        ...data,
      });
    },
    contrato: (data: { veiculo_id: number; motorista_id: number; data_inicio: string } & Dados) =>
      criar('/api/contratos', { data_fim: null, valor_aluguel: 650, status_contrato: 'ativo', ...data }),
    pagamento: (data: { contrato_id: number; data_prevista: string; valor_pago: number; status_pagamento: string } & Dados) =>
      criar('/api/pagamentos', { data_pagamento: null, ...data }),
    rastreador: (data: Dados = {}) =>
      criar('/api/rastreadores', {
        nome_dispositivo: 'GT06',
        codigo_identificacao: `E2E-${unico()}`,
        veiculo_id: null,
        km_atual: null,
        data_compra: null,
        caracteristicas: null,
        ...data,
      }),
    manutencao: (data: Dados) => criar('/api/manutencoes', data),
    multa: (data: Dados) => criar('/api/multas', data),
    sinistro: (data: Dados) => criar('/api/sinistros', data),
  };
}
