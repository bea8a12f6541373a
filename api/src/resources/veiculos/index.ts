import { sql } from 'drizzle-orm';
import { defineResource } from '../../crud/definition';
import { alertasManutencao, contratos, manutencoes, multas, rastreadores, sinistros, veiculos } from '../../db/schema';

export const PLACA_DUPLICADA = 'Já existe um veículo com esta placa';

export const veiculosResource = defineResource({
  entity: 'veiculos',
  table: veiculos,
  // "abc1d23" finds "ABC-1D23": the plate is also searched without its hyphen
  searchable: [veiculos.placa, sql`replace(${veiculos.placa}, '-', '')`, veiculos.modelo, veiculos.marca],
  sortable: {
    placa: veiculos.placa,
    modelo: veiculos.modelo,
    marca: veiculos.marca,
    ano_fabricacao: veiculos.ano_fabricacao,
    quilometragem_inicial: veiculos.quilometragem_inicial,
    data_aquisicao: veiculos.data_aquisicao,
    valor_compra: veiculos.valor_compra,
  },
  unique: { veiculos_placa_key: { field: 'placa', message: PLACA_DUPLICADA } },
  references: [
    { table: contratos, column: contratos.veiculo_id, label: 'contratos' },
    { table: manutencoes, column: manutencoes.veiculo_id, label: 'manutenções' },
    { table: multas, column: multas.veiculo_id, label: 'multas' },
    { table: sinistros, column: sinistros.veiculo_id, label: 'sinistros' },
    { table: rastreadores, column: rastreadores.veiculo_id, label: 'rastreadores' },
  ],
  // alerts are derived from the vehicle's data, not records anyone typed: they go with it
  derived: [{ table: alertasManutencao, column: alertasManutencao.veiculo_id }],
});
