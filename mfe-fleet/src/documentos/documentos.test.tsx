import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Documentos from '../exposes/documentos';

const api = fakeApi();
const open = (path: string) => renderAt(path, { '/documentos/*': <Documentos /> });

const onix = { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET', ano_fabricacao: 2022, quilometragem_inicial: 0, data_aquisicao: '2022-01-01', valor_compra: 1, observacoes: null };
const ipva = { id: 9, versao: 1, veiculo_id: 4, veiculo: { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' }, tipo: 'ipva', descricao: '2027', vencimento: '2027-01-10', valor: 1234.56, pago_em: null, arquivo: null };

function veiculos(req: Seen): Answer | null {
  if (req.path === '/api/veiculos/4') return { status: 200, body: onix };
  if (req.path === '/api/veiculos') return listOf([onix]);
  return null;
}

describe('/documentos', () => {
  it('lists the papers soonest due first, each with its vehicle and state', async () => {
    api.answer = (req) => veiculos(req) ?? listOf([ipva, { ...ipva, id: 8, tipo: 'seguro', descricao: null, vencimento: '2020-02-01', pago_em: '2020-01-30' }]);
    open('/documentos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentos' })).toBeInTheDocument();
    const linha = (await screen.findByText('IPVA — 2027')).closest('tr') as HTMLElement;
    expect(within(linha).getByText('ABC-1D23')).toBeInTheDocument();
    expect(within(linha).getByText('Vence em 10/01/2027')).toBeInTheDocument();
    expect(screen.getByText('Pago em 30/01/2020')).toHaveAttribute('data-tone', 'success');
    expect(api.seen.find((r) => r.path === '/api/documentos-veiculo')?.query).toMatchObject({ sort: 'vencimento', order: 'asc' });
  });

  it('saves a new paper for the vehicle in the address, then sends its PDF with a key of its own', async () => {
    const user = userEvent.setup();
    api.answer = (req) => {
      if (req.method === 'POST' && req.path === '/api/documentos-veiculo') return { status: 201, body: { ...ipva, ...(req.body as object) } };
      if (req.method === 'POST' && req.path === '/api/documentos-veiculo/9/arquivo') return { status: 200, body: { id: 9, versao: 2, arquivo: 'application/pdf' } };
      return veiculos(req) ?? listOf([]);
    };
    open('/documentos/novo?veiculo_id=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo documento' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('4'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'IPVA');
    await user.type(screen.getByLabelText('Descrição'), '2027');
    await user.type(screen.getByLabelText(/^Vencimento/), '2027-01-10');
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'ipva.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Escolher foto ou PDF do documento'), pdf);
    expect(await screen.findByText('Escolhido: ipva.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Documento criado com sucesso!')).toBeInTheDocument();

    const [criado, arquivo] = api.seen.filter((r) => r.method === 'POST');
    expect(criado).toMatchObject({ path: '/api/documentos-veiculo', body: { veiculo_id: 4, tipo: 'ipva', descricao: '2027', vencimento: '2027-01-10', valor: null, pago_em: null } });
    expect(criado!.body).not.toHaveProperty('arquivo_novo');
    expect(arquivo!.path).toBe('/api/documentos-veiculo/9/arquivo');
    expect(arquivo!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(String(arquivo!.body)).toContain('%PDF-1.4');
    expect(arquivo!.headers['idempotency-key']).toBe(`${criado!.headers['idempotency-key']}-arquivo`);
  });
});
