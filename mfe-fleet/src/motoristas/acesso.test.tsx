import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Motoristas from '../exposes/motoristas';
import { motoristaDeTeste } from './motorista-de-teste';

const api = fakeApi();
const renderMotoristas = (path: string) => renderAt(path, { '/motoristas/*': <Motoristas /> });

const ana = motoristaDeTeste();

const URL_ACESSO = 'http://localhost/motorista/entrar#tokenDeTeste';
const WHATSAPP = `https://wa.me/5511912345678?text=${encodeURIComponent(`Olá, Ana! Acesse sua conta na Locadora: ${URL_ACESSO} (válido por 7 dias).`)}`;

afterEach(() => vi.restoreAllMocks());

describe('Acesso do motorista (issue 37)', () => {
  it('"Enviar acesso ao motorista" makes the link, opens WhatsApp with it and shows it with its expiry', async () => {
    const user = userEvent.setup();
    const abrir = vi.spyOn(window, 'open').mockReturnValue(null);
    api.answer = (req) =>
      req.method === 'POST' && req.path === '/api/motoristas/1/acesso'
        ? { status: 201, body: { url: URL_ACESSO, expira_em: '2026-12-06T21:00:00.000Z', whatsapp_url: WHATSAPP } }
        : { status: 200, body: ana };
    renderMotoristas('/motoristas/1/editar');
    await user.click(await screen.findByRole('button', { name: 'Enviar acesso ao motorista Ana Souza' }));
    await waitFor(() => expect(abrir).toHaveBeenCalledWith(WHATSAPP, '_blank', 'noopener'));
    expect(api.seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/motoristas/1/acesso']);
    expect(await screen.findByText('Link de uso único, válido até 06/12/2026.')).toBeInTheDocument();
    expect(screen.getByTestId('link-de-acesso')).toHaveTextContent(URL_ACESSO);
    expect(screen.getByRole('link', { name: 'Abrir WhatsApp de Ana Souza' })).toHaveAttribute('href', WHATSAPP);
    expect(await screen.findByText('Link de acesso criado')).toBeInTheDocument();
  });

  it('without a phone, shows the link to copy and opens nothing', async () => {
    const user = userEvent.setup();
    const abrir = vi.spyOn(window, 'open').mockReturnValue(null);
    api.answer = (req) =>
      req.method === 'POST' ? { status: 201, body: { url: URL_ACESSO, expira_em: '2026-12-06T21:00:00.000Z', whatsapp_url: null } } : { status: 200, body: ana };
    renderMotoristas('/motoristas/1/editar');
    await user.click(await screen.findByRole('button', { name: 'Enviar acesso ao motorista Ana Souza' }));
    expect(await screen.findByText('Sem telefone para WhatsApp: copie o link e envie ao motorista.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Abrir WhatsApp/ })).not.toBeInTheDocument();
    expect(abrir).not.toHaveBeenCalled();
  });

  it('says why the API refused (an inativo driver)', async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'POST' ? { status: 409, body: { message: 'Motorista inativo ou suspenso não recebe acesso.' } } : { status: 200, body: ana });
    renderMotoristas('/motoristas/1/editar');
    await user.click(await screen.findByRole('button', { name: 'Enviar acesso ao motorista Ana Souza' }));
    expect(await screen.findByText('Motorista inativo ou suspenso não recebe acesso.')).toBeInTheDocument();
  });

  it('"Revogar acesso" asks first, then revokes', async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'DELETE' ? { status: 204 } : { status: 200, body: ana });
    renderMotoristas('/motoristas/1/editar');
    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Ana Souza' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo).toHaveTextContent('Revogar o acesso de Ana Souza à sua página? O link enviado deixa de valer e ele sai de todos os aparelhos.');
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialogo).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/motoristas/1/acesso']));
    expect(await screen.findByText('Acesso revogado')).toBeInTheDocument();
  });

  it('is not on the new driver form', async () => {
    renderMotoristas('/motoristas/novo');
    await screen.findByRole('heading', { name: 'Novo motorista' });
    expect(screen.queryByRole('button', { name: /Enviar acesso/ })).not.toBeInTheDocument();
  });
});
