import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp, FrotaProvider, getRuntimeConfig } from '@frota/shared/base';
import { fakeApi, signedInAs } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';
import NewVersionBanner from './new-version-banner';
import { remotesChanged, useNewVersion } from './new-version';

fakeApi();

const inicio = {
  fleet: '/remotes/fleet/remoteEntry.js',
  finance: '/published/finance/1.0.0+abc1234/remoteEntry.js',
  incidents: '/remotes/incidents/remoteEntry.js',
  alerts: '/remotes/alerts/remoteEntry.js',
  motorista: '/remotes/motorista/remoteEntry.js',
};
const ativada = { ...inicio, finance: '/published/finance/2.0.0+def5678/remoteEntry.js' };

/** /config.json answering `remotes`, the requests it got recorded. */
function configServida(remotes: Record<string, string>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ apiBaseUrl: '/api', remotes }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The /config.json this page started with (the fake API's base kept). */
const comecouCom = (remotes: typeof inicio) => configureHttp({ apiBaseUrl: getRuntimeConfig().apiBaseUrl, remotes });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('remotesChanged', () => {
  it("is true only when a remote's entry differs from the one the page started with", () => {
    expect(remotesChanged(inicio, { remotes: { ...inicio } })).toBe(false);
    expect(remotesChanged(inicio, { remotes: ativada })).toBe(true);
    expect(remotesChanged(inicio, { apiBaseUrl: '/api' })).toBe(false);
    expect(remotesChanged(inicio, null)).toBe(false);
  });
});

describe('useNewVersion', () => {
  it('reads /config.json every 30 s, uncached, and tells once a remote changed; never while signed out', async () => {
    vi.useFakeTimers();
    comecouCom(inicio);
    const fetch = configServida(inicio);
    const { result, rerender } = renderHook(({ ativo }) => useNewVersion(ativo), { initialProps: { ativo: false } });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).not.toHaveBeenCalled();

    rerender({ ativo: true });
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(result.current).toBe(false);

    configServida(ativada);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current).toBe(true);
  });

  it('asks again when the window gets the focus back, and shrugs off a failed read', async () => {
    comecouCom(inicio);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('offline')));
    const { result } = renderHook(() => useNewVersion(true));
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(async () => {});
    expect(result.current).toBe(false);

    const fetch = configServida(ativada);
    act(() => void window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('NewVersionBanner', () => {
  it('shows in the layout of a signed-in page once a remote changed, as a status holding the button', async () => {
    comecouCom(inicio);
    signedInAs('operacional');
    window.localStorage.setItem('token', 'tok');
    renderAt('/nada', <AppRoutes />);
    await screen.findByRole('button', { name: 'Menu do usuário' });
    expect(screen.queryByText('Nova versão disponível — recarregar')).not.toBeInTheDocument();

    configServida(ativada);
    // the check listens once the session's /me has loaded, which may come after the user menu shows: focus again
    // until it answers, as a user coming back to the window would
    const botao = await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('focus')));
      return screen.getByRole('button', { name: 'Nova versão disponível — recarregar' });
    });
    expect(botao.closest('[role="status"]')).not.toBeNull();
  });

  it('reloads on the tap', async () => {
    const recarregar = vi.fn();
    render(
      <FrotaProvider>
        <NewVersionBanner reload={recarregar} />
      </FrotaProvider>,
    );
    expect(recarregar).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nova versão disponível — recarregar' }));
    expect(recarregar).toHaveBeenCalledTimes(1);
  });
});
