import { describe, expect, it } from 'vitest';
import { columnsFromFields, CSV_COLUMNS, csvColumns, csvKeys } from './csv-columns';
import { toCsv, type CsvValue } from './csv';
import { ENTITY_NAMES, type EntityName } from './entities';
import type { RowOf } from './entity-schemas';

// Each list's CSV as the screens wrote it before the API did (issue 18): the same header and cells.

const csvOf = <E extends EntityName>(entity: E, rows: readonly Partial<RowOf<E>>[], keys?: readonly string[]) =>
  toCsv(csvColumns(entity, keys), rows as RowOf<E>[]).replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

const onix = { id: 1, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const gol = { id: 2, placa: 'XYZ-9876', modelo: 'GOL', marca: 'VOLKSWAGEN' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' };
const bruno = { id: 5, nome: 'Bruno Lima', cpf: '111.444.777-35' };

describe('CSV_COLUMNS', () => {
  it('declares every entity, each key once, and its label', () => {
    expect(Object.keys(CSV_COLUMNS).sort()).toEqual([...ENTITY_NAMES].sort());
    for (const entity of ENTITY_NAMES) {
      expect(csvKeys(entity).length).toBeGreaterThan(0);
      for (const column of csvColumns(entity, csvKeys(entity))) expect(column.label).not.toBe('');
    }
  });

  it('vehicles: the plate formatted, the numbers plain, the situação by its label and the driver or nothing', () => {
    const rodando = { ...onix, ano_fabricacao: 2022, quilometragem_inicial: 45000, quilometragem_atual: 51200, situacao: 'alugado', motorista_atual: 'Ana Souza' } as const;
    const parado = { ...gol, ano_fabricacao: 2015, quilometragem_inicial: 80000, quilometragem_atual: 80000, situacao: 'manutencao', motorista_atual: null } as const;
    expect(csvOf('veiculos', [rodando, parado])).toEqual([
      'Placa;Modelo;Marca;Ano;Quilometragem atual;Situação;Motorista;Quilometragem inicial',
      'ABC-1D23;ONIX;CHEVROLET;2022;51200;Alugado;Ana Souza;45000',
      'XYZ-9876;GOL;VOLKSWAGEN;2015;80000;Em manutenção;;80000',
    ]);
  });

  it('drivers: with the birth date the screen leaves out, and the status as stored', () => {
    const motorista = { ...ana, telefone: '(11) 98765-4321', categoria_cnh: 'AB', validade_cnh: '2030-01-31', data_nascimento: '1990-05-20', status: 'ativo' } as const;
    expect(csvOf('motoristas', [motorista])).toEqual([
      'Nome;CPF;Telefone;Categoria CNH;Validade CNH;Data de nascimento;Status',
      'Ana Souza;529.982.247-25;(11) 98765-4321;AB;31/01/2030;20/05/1990;Ativo',
    ]);
  });

  it('contracts: the rent as a plain number under "(R$)", the dates dd/mm/aaaa and an open end as an empty cell', () => {
    const doAna = { id: 10, data_inicio: '2025-03-03', data_fim: null, valor_aluguel: 650.5, status_contrato: 'ativo', motorista: ana, veiculo: onix } as const;
    const doBruno = { ...doAna, id: 11, data_inicio: '2024-06-03', data_fim: '2025-01-31', status_contrato: 'finalizado', motorista: bruno, veiculo: gol } as const;
    expect(csvOf('contratos', [doAna, doBruno, { ...doAna, id: 12, motorista: undefined, veiculo: undefined }])).toEqual([
      'Motorista;Veículo;Início;Término;Aluguel semanal (R$);Status',
      'Ana Souza;ABC-1D23;03/03/2025;;650,50;Ativo',
      'Bruno Lima;XYZ-9876;03/06/2024;31/01/2025;650,50;Finalizado',
      ';;03/03/2025;;650,50;Ativo',
    ]);
  });

  const pago = {
    id: 31,
    contrato_id: 10,
    tipo: 'aluguel',
    data_prevista: '2025-03-03',
    data_pagamento: '2025-03-04',
    valor_pago: 650.5,
    valor_recebido: 650.5,
    saldo: 0,
    status_pagamento: 'pago',
    contrato: { id: 10, motorista: ana, veiculo: onix },
  } as const;
  const atrasado = { ...pago, id: 32, data_prevista: '2025-03-10', data_pagamento: null, valor_recebido: 100, saldo: 550.5, status_pagamento: 'atrasado', contrato: undefined } as const;

  it("payments: whose contract (its plate and driver), the type as stored, the amounts and what is owed", () => {
    expect(csvOf('pagamentos', [atrasado, pago])).toEqual([
      'ID;Contrato;Tipo;Data prevista;Data do pagamento;Valor (R$);Recebido (R$);Saldo (R$);Status',
      '32;Contrato 10;Aluguel;10/03/2025;;650,50;100,00;550,50;Atrasado',
      '31;ABC-1D23 — Ana Souza;Aluguel;03/03/2025;04/03/2025;650,50;650,50;0,00;Pago',
    ]);
  });

  it("a vehicle's payments: the columns its screen names, in its order", () => {
    expect(csvOf('pagamentos', [atrasado, pago], ['id', 'data_prevista', 'data_pagamento', 'valor_pago', 'status_pagamento'])).toEqual([
      'ID;Data prevista;Data do pagamento;Valor (R$);Status',
      '32;10/03/2025;;650,50;Atrasado',
      '31;03/03/2025;04/03/2025;650,50;Pago',
    ]);
  });

  it('maintenance: the vehicle in full, the type and status by their labels, the km as shown', () => {
    const troca = { veiculo: onix, tipo_manutencao: 'preventiva', descricao: 'Troca de óleo', data_manutencao: '2025-02-10', quilometragem: 12345, custo: 250, status_atual: 'agendada' } as const;
    expect(csvOf('manutencoes', [troca, { ...troca, veiculo: undefined, tipo_manutencao: 'revisao', status_atual: 'finalizada' }])).toEqual([
      'Veículo;Tipo;Descrição;Data;Quilometragem;Custo (R$);Status',
      'ABC-1D23 — ONIX CHEVROLET;Preventiva;Troca de óleo;10/02/2025;12.345 km;250,00;Agendada',
      // the screen's "-" for no vehicle: a text starting with "-" is escaped like a formula, as the kit always did
      "'-;Revisão;Troca de óleo;10/02/2025;12.345 km;250,00;Finalizada",
    ]);
  });

  it('fines: the dates in UTC, the whole reason escaped, Sim/Não, and "-" without a vehicle or driver', () => {
    const multa = {
      veiculo: onix,
      motorista: ana,
      data_multa: '2025-03-01T02:30:00.000Z',
      data_vencimento: '2025-04-01T00:00:00.000Z',
      valor_multa: 195.23,
      motivo: '=Avançar o sinal vermelho; "grave"',
      transferido_para_condutor: true,
    } as const;
    expect(csvOf('multas', [multa, { ...multa, veiculo: undefined, motorista: undefined, transferido_para_condutor: false }])).toEqual([
      'Veículo;Motorista;Data;Vencimento;Valor (R$);Motivo;Transferida',
      `ABC-1D23 — ONIX CHEVROLET;Ana Souza;01/03/2025;01/04/2025;195,23;"'=Avançar o sinal vermelho; ""grave""";Sim`,
      `'-;'-;01/03/2025;01/04/2025;195,23;"'=Avançar o sinal vermelho; ""grave""";Não`,
    ]);
  });

  it('accidents: the day, the vehicle in full, the driver and the repair cost', () => {
    expect(csvOf('sinistros', [{ data_sinistro: '2025-01-15', veiculo: gol, motorista: bruno, descricao: 'Batida leve', custo_reparo: 1800 }])).toEqual([
      'Data;Veículo;Motorista;Descrição;Custo do reparo (R$)',
      '15/01/2025;XYZ-9876 — GOL VOLKSWAGEN;Bruno Lima;Batida leve;1800,00',
    ]);
  });

  it("trackers: the vehicle by plate; their id only when a screen names it (a vehicle's trackers)", () => {
    const rastreador = { id: 5, nome_dispositivo: 'GT06', codigo_identificacao: 'R-001', veiculo: onix, km_atual: 15000, ultimo_contato_em: '2026-11-29T13:05:00.000Z', data_compra: '2024-01-10' } as const;
    const semNada = { ...rastreador, id: 6, veiculo: null, km_atual: null, ultimo_contato_em: null, data_compra: null } as const;
    expect(csvOf('rastreadores', [rastreador, semNada])).toEqual([
      'Dispositivo;Código de identificação;Veículo;Km atual;Último contato;Data de compra',
      'GT06;R-001;ABC-1D23;15000;29/11/2026 10:05;10/01/2024',
      "GT06;R-001;'-;;;",
    ]);
    expect(csvOf('rastreadores', [rastreador, semNada], ['id', 'data_compra', 'km_atual'])).toEqual(['ID;Data de compra;Km atual', '5;10/01/2024;15000', '6;;']);
  });

  it('alerts: the plate, brand and model, why it is due, and the status', () => {
    const alerta = { id: 1, veiculo: { ...onix, placa: 'ABC-1D23' }, tipo_alerta: 'quilometragem', quilometragem_alerta: 10500, dias_alerta: null, status: 'ativo' } as const;
    expect(csvOf('alertas', [alerta, { ...alerta, tipo_alerta: 'tempo', quilometragem_alerta: null, dias_alerta: 190, status: 'resolvido' }])).toEqual([
      'Placa;Veículo;Alerta;Status',
      'ABC-1D23;CHEVROLET ONIX;Necessita revisão: 10.500 km rodados;Ativo',
      'ABC-1D23;CHEVROLET ONIX;Necessita revisão: 190 dias desde a última;Resolvido',
    ]);
  });

  it('refuses a key the entity does not declare', () => {
    expect(() => csvColumns('veiculos', ['placa', 'senha'])).toThrow('senha');
  });
});

describe('an entity without CSV columns of its own', () => {
  const csvFromFields = (entity: EntityName, row: Record<string, unknown>) => {
    const columns = Object.entries(columnsFromFields(entity)).map(([key, field]) => ({
      label: field.label,
      kind: field.kind,
      value: field.value ?? ((r: Record<string, unknown>) => r[key] as CsvValue),
    }));
    return toCsv(columns, [row]).replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);
  };

  it('has its row fields in order by their labels: money, days and options by kind, a reference by its summary', () => {
    const row = { veiculo_id: 1, veiculo: onix, tipo_manutencao: 'revisao', descricao: 'Óleo', data_manutencao: '2025-03-01', quilometragem: 15300, custo: 850.5, status_atual: 'agendada' };
    expect(csvFromFields('manutencoes', row)).toEqual([
      'Veículo;Tipo;Descrição;Data;Quilometragem;Custo (R$);Status',
      'ABC-1D23 — ONIX CHEVROLET;Revisão;Óleo;01/03/2025;15300;850,50;Agendada',
    ]);
  });

  it('leaves out what is not a column (a choice only the write reads), and an empty reference is an empty cell', () => {
    expect(Object.keys(columnsFromFields('contratos'))).not.toContain('cobrar_semanas_anteriores');
    expect(csvFromFields('rastreadores', { nome_dispositivo: 'GT06', codigo_identificacao: 'R-1', veiculo_id: null, km_atual: null })).toEqual([
      'Nome do dispositivo;Código de identificação;Data de compra;Características;Km atual;Km do veículo na instalação;Último contato;Veículo',
      'GT06;R-1;;;;;;',
    ]);
  });
});
