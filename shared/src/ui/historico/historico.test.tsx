import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { texto } from '../../domain';
import type { RegistroAuditoria } from '../../domain/schemas/auditoria';
import { createResource } from '../../data/resource';
import { fakeApi, listOf, registroAuditoria, renderAt, signedInAs, type Seen } from '../../testing';
import type { FieldConfig } from '../resource-form/field-config';
import { ResourceForm } from '../resource-form/resource-form';

const input = z.object({ nome: texto(50) });
const itens = createResource<{ id: number; nome: string }, z.output<typeof input>>({ name: 'itens', endpoint: '/itens' });
const fields: FieldConfig[] = [
  { name: 'nome', label: 'Nome', type: 'text' },
  { name: 'valor', label: 'Valor', type: 'money' },
  { name: 'status', label: 'Status', type: 'select', options: [{ value: 'pendente', label: 'Pendente' }, { value: 'pago', label: 'Pago' }] },
  { name: 'vence', label: 'Vencimento', type: 'date' },
];
const texts = { created: 'Criado', updated: 'Atualizado', saveError: 'Erro', loadError: 'Erro ao carregar' };

const registro = (over: Partial<RegistroAuditoria>) => registroAuditoria({ entidade: 'itens', ...over });

const TRILHA = [
  registro({
    id: 3,
    antes: { id: 5, versao: 1, nome: 'A', valor: 600, status: 'pendente', vence: '2026-11-03' },
    depois: { id: 5, versao: 2, nome: 'A', valor: 640, status: 'pago', vence: '2026-11-10' },
  }),
  registro({ id: 2, acao: 'recebimento', em: '2026-11-02T12:00:00.000Z', depois: { id: 9, valor: 200 } }),
  registro({ id: 1, acao: 'criacao', em: '2026-11-01T03:00:00.000Z', usuario_nome: 'João', depois: { id: 5, nome: 'A' } }),
];

const api = fakeApi();

function answerAs(papel: 'administrador' | 'financeiro' | 'operacional') {
  signedInAs(papel);
  api.answer = ({ path }: Seen) => {
    if (path === '/api/itens/5') return { status: 200, body: { id: 5, nome: 'A', versao: 2 } };
    if (path === '/api/auditoria') return listOf(TRILHA);
    return listOf([]);
  };
}

const renderEdit = () =>
  renderAt('/itens/5/editar', { '*': <ResourceForm resource={itens} schema={input} fields={fields} title="Editar item" texts={texts} listPath="/itens" id="5" /> });

describe('the edit form\'s Histórico', () => {
  it('says who changed what and when, by the form\'s labels, money and dates formatted, São Paulo time', async () => {
    answerAs('financeiro');
    renderEdit();
    const secao = await screen.findByRole('region', { name: 'Histórico' });
    const itensDaLista = await within(secao).findAllByRole('listitem');
    expect(itensDaLista.map((li) => li.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Maria alterou Valor de R$ 600,00 para R$ 640,00, Status de Pendente para Pago e Vencimento de 03/11/2026 para 10/11/2026 em 03/11/2026 14:12',
      'Maria registrou um recebimento de R$ 200,00 em 02/11/2026 09:00',
      'João criou o registro em 01/11/2026 00:00',
    ]);
    const pedido = api.seen.find((r) => r.path === '/api/auditoria');
    expect(pedido?.query).toMatchObject({ entidade: 'itens', registro_id: '5' });
  });

  it('offers more rows when the trail is longer than a page', async () => {
    api.answer = ({ path, query }: Seen) => {
      if (path === '/api/itens/5') return { status: 200, body: { id: 5, nome: 'A', versao: 2 } };
      if (path === '/api/auditoria') return { status: 200, body: TRILHA.slice(0, 1), headers: { 'X-Total-Count': query.pageSize === '20' ? '30' : '1' } };
      return listOf([]);
    };
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver mais' }));
    // the longer page is asked after the click, not by the time the region is there
    await waitFor(() => expect(api.seen.filter((r) => r.path === '/api/auditoria').map((r) => r.query.pageSize)).toContain('120'));
  });

  it('is not there, nor asked for, for a role without the audit trail', async () => {
    answerAs('operacional');
    renderEdit();
    await screen.findByDisplayValue('A');
    expect(screen.queryByRole('region', { name: 'Histórico' })).toBeNull();
    expect(api.seen.some((r) => r.path === '/api/auditoria')).toBe(false);
  });

  it('is not on a create form', async () => {
    answerAs('administrador');
    renderAt('/itens/novo', { '*': <ResourceForm resource={itens} schema={input} fields={fields} title="Novo item" texts={texts} listPath="/itens" /> });
    await screen.findByRole('heading', { name: 'Novo item' });
    expect(screen.queryByRole('region', { name: 'Histórico' })).toBeNull();
  });
});
