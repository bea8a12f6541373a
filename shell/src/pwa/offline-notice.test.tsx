import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useQuery } from '@frota/shared';
import { renderAt } from '../test/render-at';
import { NADA_SALVO, OfflineNotice, semConexaoTexto } from './offline-notice';
import { horaDosDados } from './shown-data-time';

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

// 14:32 in São Paulo (UTC-3)
const AS_14_32 = Date.UTC(2026, 10, 29, 17, 32);
const lista = ['data', 'veiculos', 'list', {}];

/** A screen showing a list read at `updatedAt`, never refetched (as offline). */
function Lista() {
  const { data } = useQuery({ queryKey: lista, queryFn: () => Promise.resolve([]), enabled: false });
  return <p>{data ? 'linhas' : 'nada'}</p>;
}

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('says "Sem conexão — dados de HH:MM" with the time the rows on screen were fetched, and goes away online', async () => {
    const { queryClient } = renderAt(
      '/veiculos',
      <>
        <OfflineNotice />
        <Lista />
      </>,
    );
    act(() => {
      queryClient.setQueryData(lista, [{ id: 1 }], { updatedAt: AS_14_32 });
      // who is signed in, fetched earlier, is not the data shown
      queryClient.setQueryData(['data', 'me'], { email: 'ana@frota.com.br' }, { updatedAt: AS_14_32 - 3_600_000 });
    });
    expect(await screen.findByText('linhas')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(`${semConexaoTexto(AS_14_32)}${NADA_SALVO}`);
    expect(semConexaoTexto(AS_14_32, AS_14_32 + 60_000)).toBe('Sem conexão — dados de 14:32');
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says only "Sem conexão" when the screen shows nothing saved', () => {
    renderAt('/veiculos', <OfflineNotice />);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(`Sem conexão${NADA_SALVO}`);
  });
});

describe('horaDosDados', () => {
  it('is the São Paulo time, with the day when it was not today', () => {
    expect(horaDosDados(AS_14_32, AS_14_32 + 3_600_000)).toBe('14:32');
    expect(horaDosDados(AS_14_32, AS_14_32 + 12 * 3_600_000)).toBe('29/11 14:32');
  });
});
