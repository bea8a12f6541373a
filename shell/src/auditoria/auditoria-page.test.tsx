import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Papel, RegistroAuditoria } from '@frota/shared';
import { fakeApi, registroAuditoria, renderAt, signedInAs, type Seen } from '@frota/shared/testing';
import { AuditoriaPage, TEXTOS } from './auditoria-page';

const api = fakeApi();

const linha = (over: Partial<RegistroAuditoria>) =>
  registroAuditoria({ registro_id: 7, antes: { versao: 1, valor_compra: 600 }, depois: { versao: 2, valor_compra: 640 }, request_id: 'r1', ...over });

const TRILHA = [
  linha({
    id: 3,
    acao: 'senha_redefinida',
    usuario_id: null,
    usuario_nome: null,
    entidade: 'usuarios',
    registro_id: 4,
    registro_nome: 'olga@frota.com.br',
    registro_pagina: '/usuarios',
    antes: null,
    depois: null,
    request_id: 'linha-de-comando',
    em: '2026-11-03T18:00:00.000Z',
  }),
  linha({ id: 2, registro_nome: 'ABC-1D23', registro_pagina: '/veiculos/7/relatorio' }),
  // the driver's "Fui eu" on his own page (issue 37): no staff user, his name
  linha({
    id: 5,
    acao: 'condutor_confirmado',
    usuario_id: null,
    usuario_nome: null,
    motorista_id: 8,
    motorista_nome: 'Carlos Pereira',
    entidade: 'multas',
    registro_id: 11,
    registro_nome: 'ABC-1D23 — multa de 01/03/2025',
    registro_pagina: '/multas/11/editar',
    antes: { condutor_confirmado_em: null },
    depois: { condutor_confirmado_em: '2026-11-02T13:00:00.000Z' },
    em: '2026-11-02T13:00:00.000Z',
  }),
  // a deleted record keeps the name the API gives it by its id, and has no page to open
  linha({ id: 4, acao: 'exclusao', entidade: 'pagamentos', registro_id: 9, registro_nome: 'Pagamento nº 9', registro_pagina: null, em: '2026-11-02T12:00:00.000Z' }),
  linha({
    id: 1,
    acao: 'login_falhou',
    usuario_id: null,
    usuario_nome: null,
    email: 'quem@x.com',
    entidade: 'usuarios',
    registro_id: null,
    registro_nome: 'Usuário',
    registro_pagina: null,
    antes: null,
    depois: null,
    em: '2026-11-02T11:00:00.000Z',
  }),
];

function answerAs(papel: Papel, total = TRILHA.length) {
  signedInAs(papel);
  api.answer = ({ path }: Seen) => {
    if (path === '/api/usuarios') return { status: 200, body: [{ id: 2, versao: 1, nome: 'Maria', email: 'm@frota.com.br', papel: 'financeiro', ativo: true, trocar_senha: false }] };
    if (path === '/api/auditoria') return { status: 200, body: TRILHA, headers: { 'X-Total-Count': String(total) } };
    return { status: 404, body: { message: 'não' } };
  };
}

/** matchMedia as a desktop (from `md`) or a phone answers it. */
function viewport(desdeMd: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('max-width') ? !desdeMd : desdeMd, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

const open = (path = '/auditoria') => renderAt(path, { '/auditoria': <AuditoriaPage /> });
const texto = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');
const pedidos = () => api.seen.filter((r) => r.path === '/api/auditoria').map((r) => r.query);

afterEach(() => vi.restoreAllMocks());

describe('/auditoria', () => {
  it('lists the trail in a table on a desktop: when, who, what and the record as people know it, linked to its page', async () => {
    viewport(true);
    answerAs('administrador');
    open();
    const tabela = await screen.findByRole('table');
    const linhas = within(tabela).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map(texto));
    expect(linhas).toEqual([
      ['03/11/2026 15:00', 'A linha de comando do servidor', 'redefiniu a senha', 'olga@frota.com.br'],
      ['03/11/2026 14:12', 'Maria', 'alterou valor compra de 600 para 640', 'ABC-1D23'],
      ['02/11/2026 10:00', 'Carlos Pereira (motorista)', 'confirmou que era o condutor', 'ABC-1D23 — multa de 01/03/2025'],
      ['02/11/2026 09:00', 'Maria', 'excluiu o registro', 'Pagamento nº 9'],
      ['02/11/2026 08:00', 'quem@x.com', 'tentou entrar', 'Usuário'],
    ]);
    expect(within(tabela).getByRole('link', { name: 'ABC-1D23' })).toHaveAttribute('href', '/veiculos/7/relatorio');
    expect(within(tabela).getByRole('link', { name: 'olga@frota.com.br' })).toHaveAttribute('href', '/usuarios');
    expect(within(tabela).queryByRole('link', { name: 'Pagamento nº 9' })).toBeNull();
    expect(pedidos()[0]).toEqual({ page: '1', pageSize: '50' });
    await userEvent.click(within(tabela).getByRole('link', { name: 'ABC-1D23' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/7/relatorio');
  });

  it('leaves the sign-ins out until "O que fez" asks for them', async () => {
    viewport(true);
    answerAs('administrador');
    open();
    await screen.findByRole('table');
    const acao = screen.getByLabelText(TEXTOS.acao);
    expect(acao).toHaveValue('');
    expect(within(acao).getByRole('option', { name: TEXTOS.semEntradas })).toBeInTheDocument();
    await userEvent.selectOptions(acao, 'Entrou');
    await waitFor(() => expect(pedidos().at(-1)).toEqual({ acao: 'login', page: '1', pageSize: '50' }));
  });

  it('shows cards on a phone', async () => {
    viewport(false);
    answerAs('financeiro');
    open();
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map(texto)).toEqual([
      'A linha de comando do servidor03/11/2026 15:00redefiniu a senhaolga@frota.com.br',
      'Maria03/11/2026 14:12alterou valor compra de 600 para 640ABC-1D23',
      'Carlos Pereira (motorista)02/11/2026 10:00confirmou que era o condutorABC-1D23 — multa de 01/03/2025',
      'Maria02/11/2026 09:00excluiu o registroPagamento nº 9',
      'quem@x.com02/11/2026 08:00tentou entrarUsuário',
    ]);
    expect(within(cards[1]!).getByRole('link', { name: 'ABC-1D23' })).toHaveAttribute('href', '/veiculos/7/relatorio');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('filters by record, user and São Paulo days, and pages', async () => {
    viewport(true);
    answerAs('administrador', 120);
    open();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText(TEXTOS.entidade), 'veiculos');
    await userEvent.selectOptions(await screen.findByLabelText(TEXTOS.usuario), '2');
    await userEvent.type(screen.getByLabelText(TEXTOS.de), '2026-11-01');
    await userEvent.type(screen.getByLabelText(TEXTOS.ate), '2026-11-03');
    await waitFor(() => expect(pedidos().at(-1)).toEqual({ entidade: 'veiculos', usuario_id: '2', de: '2026-11-01', ate: '2026-11-03', page: '1', pageSize: '50' }));
    expect(screen.getByText(TEXTOS.pagina(1, 3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTOS.proxima }));
    await waitFor(() => expect(pedidos().at(-1)).toMatchObject({ entidade: 'veiculos', page: '2' }));
  });

  it('answers an operacional that it may not, without asking for the trail', async () => {
    answerAs('operacional');
    open();
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    expect(pedidos()).toEqual([]);
  });
});
