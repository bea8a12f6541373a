import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, listOf, renderAt } from '@frota/shared/testing';
import DispositivosDesconhecidos from '../exposes/dispositivos-desconhecidos';
import { ERRO_DESCONHECIDOS, NENHUM, vinculado } from './dispositivos-desconhecidos-page';

const api = fakeApi();
const render = () => renderAt('/dispositivos-desconhecidos', { '/dispositivos-desconhecidos': <DispositivosDesconhecidos /> });

const novo = {
  id: 3,
  unique_id: '358899051234567',
  nome: 'Onix do João',
  contato_em: new Date(Date.now() - 12 * 60_000 - 5_000).toISOString(),
  latitude: -23.55052,
  longitude: -46.633308,
  posicoes: 14,
};
const gt06 = { id: 9, nome_dispositivo: 'GT06 4G', codigo_identificacao: 'IMEI-ANTIGO', veiculo_id: 4, veiculo: { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' } };

describe('/dispositivos-desconhecidos', () => {
  it('lists each unknown device with its last contact and place, and links it to a tracker', async () => {
    const user = userEvent.setup();
    let lista = [novo];
    api.answer = ({ method, path }) => {
      if (method === 'POST') {
        lista = [];
        return { status: 200, body: { rastreador_id: 9, codigo_identificacao: novo.unique_id } };
      }
      if (path === '/api/integracoes/traccar/desconhecidos') return { status: 200, body: lista };
      return listOf([gt06]);
    };
    render();
    const cartao = (await screen.findByRole('heading', { level: 2, name: novo.unique_id })).closest('li') as HTMLElement;
    expect(within(cartao).getByText('No Traccar: Onix do João')).toBeInTheDocument();
    expect(within(cartao).getByText('Último contato há 12 min · 14 posições')).toBeInTheDocument();
    expect(within(cartao).getByRole('link', { name: 'Ver local no mapa' })).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.633308#map=17/-23.55052/-46.633308');

    await user.click(within(cartao).getByRole('button', { name: `Vincular ${novo.unique_id}` }));
    const select = await within(cartao).findByRole('combobox', { name: `Rastreador de ${novo.unique_id}` });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione...', 'IMEI-ANTIGO — GT06 4G (ABC-1D23)']));
    expect(within(cartao).getByRole('button', { name: 'Confirmar vínculo' })).toBeDisabled();
    await user.selectOptions(select, '9');
    await user.click(within(cartao).getByRole('button', { name: 'Confirmar vínculo' }));

    expect(await screen.findByText(vinculado(novo.unique_id))).toBeInTheDocument();
    const post = api.seen.find((s) => s.method === 'POST');
    expect(post?.path).toBe('/api/integracoes/traccar/desconhecidos/3/vincular');
    expect(post?.body).toEqual({ rastreador_id: 9 });
    expect(await screen.findByText(NENHUM)).toBeInTheDocument();
  });

  it('says so when there is none, and shows an error with a retry when the list fails', async () => {
    api.answer = () => ({ status: 200, body: [] });
    const { unmount } = render();
    expect(await screen.findByText(NENHUM)).toBeInTheDocument();
    unmount();
    api.answer = () => ({ status: 500, body: { message: 'x' } });
    render();
    expect(await screen.findByText(ERRO_DESCONHECIDOS)).toBeInTheDocument();
  });
});
