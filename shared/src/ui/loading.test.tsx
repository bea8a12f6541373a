import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../domain/messages';
import { renderAt } from '../testing';
import { Loading } from './loading';

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('Loading', () => {
  it('is a spinner online; offline, a read this device never saved says it waits for the connection', () => {
    renderAt('/', <Loading label="Carregando veículos..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando veículos...');
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(MSG.aguardandoConexao);
    setOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando veículos...');
  });
});
