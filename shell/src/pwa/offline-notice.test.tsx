import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FrotaProvider } from '@frota/shared';
import { OFFLINE_TEXT, OfflineNotice } from './offline-notice';

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('says so in pt-BR while the browser is offline, and goes away when it is back', () => {
    render(
      <FrotaProvider>
        <OfflineNotice />
      </FrotaProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
