import type {
  AlertaManutencao,
  Contrato,
  ContratoData,
  Manutencao,
  ManutencaoData,
  Motorista,
  MotoristaData,
  Multa,
  MultaData,
  Pagamento,
  PagamentoData,
  Rastreador,
  RastreadorData,
  Sinistro,
  SinistroData,
  Veiculo,
  VeiculoData,
} from '../domain';
import { createResource } from './resource';

// One client per entity, all from the one generic; `name` is the query-key root and the entityTexts key.
export const veiculos = createResource<Veiculo, VeiculoData>({ name: 'veiculos', endpoint: '/veiculos' });
export const motoristas = createResource<Motorista, MotoristaData>({ name: 'motoristas', endpoint: '/motoristas' });
export const contratos = createResource<Contrato, ContratoData>({ name: 'contratos', endpoint: '/contratos' });
export const pagamentos = createResource<Pagamento, PagamentoData>({ name: 'pagamentos', endpoint: '/pagamentos' });
export const manutencoes = createResource<Manutencao, ManutencaoData>({ name: 'manutencoes', endpoint: '/manutencoes' });
export const multas = createResource<Multa, MultaData>({ name: 'multas', endpoint: '/multas' });
export const sinistros = createResource<Sinistro, SinistroData>({ name: 'sinistros', endpoint: '/sinistros' });
export const rastreadores = createResource<Rastreador, RastreadorData>({ name: 'rastreadores', endpoint: '/rastreadores' });
export const alertas = createResource<AlertaManutencao, never>({ name: 'alertas', endpoint: '/alertas-manutencao' });
