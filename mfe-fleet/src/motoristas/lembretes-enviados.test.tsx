import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LembreteEnviado } from '@frota/shared';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Motoristas from '../exposes/motoristas';
import { motoristaDeTeste } from './motorista-de-teste';

const api = fakeApi();
const open = (path: string) => renderAt(path, { '/motoristas/*': <Motoristas /> });

const carla = motoristaDeTeste({ id: 3, nome: 'Carla Dias', telefone: '(11) 93333-3333', email: 'carla@exemplo.com.br', endereco: 'Rua C, 3' });
const enviado: LembreteEnviado = { id: 9, motorista_id: 3, data: '2025-03-10', etapa: 'atraso_3', valor: 1300, enviado_em: '2025-03-10T12:12:00.000Z', enviado_por: 'Ana Lima' };

describe('the driver\'s page: "Lembretes enviados"', () => {
  it('lists what was sent to him: date, step, amount, who and when', async () => {
    api.answer = (req) => (req.path.endsWith('/lembretes') ? { status: 200, body: [enviado] } : { status: 200, body: carla });
    open('/motoristas/3/editar');
    const secao = await screen.findByRole('region', { name: 'Lembretes enviados' });
    expect(await within(secao).findByText(/10\/03\/2025 · 3 dias de atraso · R\$\s1\.300,00 · Ana Lima, 10\/03/)).toBeInTheDocument();
    expect(api.seen.some((r) => r.url === '/api/motoristas/3/lembretes')).toBe(true);
  });

  it('says when none was sent, shows a load error with a retry, and is not on the new form', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = (req) => (req.path.endsWith('/lembretes') ? (falhar ? { status: 500, body: { message: 'Erro interno' } } : { status: 200, body: [] }) : { status: 200, body: carla });
    const { unmount } = open('/motoristas/3/editar');
    expect(await screen.findByText('Erro ao carregar os lembretes enviados. Por favor, tente novamente.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum lembrete enviado.')).toBeInTheDocument();
    unmount();
    open('/motoristas/novo');
    await screen.findByRole('heading', { name: 'Novo motorista' });
    expect(screen.queryByRole('region', { name: 'Lembretes enviados' })).not.toBeInTheDocument();
  });
});
