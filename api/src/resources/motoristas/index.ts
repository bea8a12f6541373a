import { z } from 'zod';
import { STATUS_MOTORISTA, MSG } from '@frota/shared/domain';
import { defineResource, equalsFilter } from '../../crud/definition';
import { contratos, motoristas, multas, sinistros } from '../../db/schema';

export const CPF_DUPLICADO = 'Já existe um motorista com este CPF';

export const motoristasResource = defineResource({
  entity: 'motoristas',
  table: motoristas,
  searchable: [motoristas.nome, motoristas.cpf, motoristas.email, motoristas.telefone, motoristas.cnh],
  sortable: {
    nome: motoristas.nome,
    cpf: motoristas.cpf,
    categoria_cnh: motoristas.categoria_cnh,
    validade_cnh: motoristas.validade_cnh,
    status: motoristas.status,
  },
  filters: { status: equalsFilter(motoristas.status, z.enum(STATUS_MOTORISTA, { error: MSG.opcaoInvalida })) },
  // the CPF is stored masked (000.000.000-00), so one person typed two ways is still one row
  unique: { motoristas_cpf_key: { field: 'cpf', message: CPF_DUPLICADO } },
  references: [
    { table: contratos, column: contratos.motorista_id, label: 'contratos' },
    { table: multas, column: multas.motorista_id, label: 'multas' },
    { table: sinistros, column: sinistros.motorista_id, label: 'sinistros' },
  ],
});
