import { describe, expect, it } from 'vitest';
import { entityTexts } from './entity-texts';

describe('entity texts', () => {
  it('follows SPEC §8 with the right gender', () => {
    expect(entityTexts.veiculos.created).toBe('Veículo criado com sucesso!');
    expect(entityTexts.veiculos.updated).toBe('Veículo atualizado com sucesso!');
    expect(entityTexts.veiculos.deleteConfirm).toBe('Tem certeza que deseja excluir este veículo?');
    expect(entityTexts.veiculos.saveError).toBe('Erro ao salvar veículo. Por favor, tente novamente.');
    expect(entityTexts.veiculos.loadListError).toBe('Erro ao carregar veículos. Por favor, tente novamente.');
    expect(entityTexts.contratos.created).toBe('Contrato cadastrado com sucesso!');
    expect(entityTexts.sinistros.created).toBe('Sinistro registrado com sucesso!');
    expect(entityTexts.manutencoes.deleted).toBe('Manutenção excluída com sucesso!');
    expect(entityTexts.multas.deleted).toBe('Multa excluída com sucesso!');
    expect(entityTexts.motoristas.loadOneError).toBe('Erro ao carregar dados do motorista. Por favor, tente novamente.');
    expect(entityTexts.manutencoes.loadListError).toBe('Erro ao carregar manutenções. Por favor, tente novamente.');
    expect(entityTexts.rastreadores.saveError).toBe('Erro ao salvar rastreador. Por favor, tente novamente.');
  });
});
