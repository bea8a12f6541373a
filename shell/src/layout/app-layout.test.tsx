import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../app-routes';
import { captureInstallPrompt, INSTALL_POLL_MS, InstallPromptProvider } from '../pwa/install-prompt';
import { remoteScreensOf } from '../remotes/remote-screens';
import { DECLARATIONS } from '../test/declarations';
import { renderAt } from '../test/render-at';

// SPEC §2's entries in its order; the remotes' declarations may add others around them
const SPEC_MENU = [
  ['Dashboard', '/'],
  ['Veículos', '/veiculos'],
  ['Motoristas', '/motoristas'],
  ['Contratos', '/contratos'],
  ['Pagamentos', '/pagamentos'],
  ['Cobrança', '/cobranca'],
  ['Manutenções', '/manutencoes'],
  ['Multas', '/multas'],
  ['Sinistros', '/sinistros'],
  ['Rastreadores', '/rastreadores'],
  ['Alertas', '/alertas'],
];
const DECLARED_MENU = remoteScreensOf(DECLARATIONS).menu;

describe('AppLayout', () => {
  it('has a top bar with the product title and the menu entries of SPEC §2 in order, with Cobrança after Pagamentos', async () => {
    window.localStorage.setItem('token', 'tok');
    renderAt('/', <AppRoutes />);

    expect(within(await screen.findByRole('banner')).getByText('Frota')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link');
    const shown = links.map((link) => [link.textContent, link.getAttribute('href')]);
    expect(shown).toEqual(DECLARED_MENU.map((e) => [e.label, e.to]));
    expect(shown.filter(([, href]) => SPEC_MENU.some(([, to]) => to === href))).toEqual(SPEC_MENU);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('opens the temporary drawer with the menu button and closes it after navigating', async () => {
    window.localStorage.setItem('token', 'tok');
    renderAt('/', <AppRoutes />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('link')).toHaveLength(DECLARED_MENU.length);

    await user.click(within(drawer).getByRole('link', { name: 'Motoristas' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/motoristas');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "Install App" once the browser offers installation, and prompts on click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const installPrompt = captureInstallPrompt(window);
      window.localStorage.setItem('token', 'tok');
      renderAt(
        '/',
        <InstallPromptProvider value={installPrompt}>
          <AppRoutes />
        </InstallPromptProvider>,
      );
      await screen.findByRole('banner');
      expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();

      const prompt = vi.fn().mockResolvedValue(undefined);
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
      expect(offer.defaultPrevented).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(INSTALL_POLL_MS));

      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Install App' }));
      expect(prompt).toHaveBeenCalledOnce();
      expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the page in the top bar, for the phone, where the product title gives way', async () => {
    window.localStorage.setItem('token', 'tok');
    renderAt('/cobranca', <AppRoutes />);
    expect(within(await screen.findByRole('banner')).getByText('Cobrança')).toBeInTheDocument();
  });

  it('makes "Pular para o conteúdo" the first stop of Tab, and Enter on it moves the focus to main', async () => {
    window.localStorage.setItem('token', 'tok');
    renderAt('/', <AppRoutes />);
    await screen.findByRole('banner');
    const user = userEvent.setup();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#conteudo');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
