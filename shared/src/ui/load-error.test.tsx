import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../domain/messages';
import { FrotaProvider } from './frota-provider';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('shows the message as an alert and retries on "Tentar novamente"', async () => {
    const onRetry = vi.fn();
    render(
      <FrotaProvider>
        <LoadError message={MSG.erroCarregarNecessarios} onRetry={onRetry} />
      </FrotaProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MSG.erroCarregarNecessarios);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the button disabled while the retry runs', () => {
    render(
      <FrotaProvider>
        <LoadError message="Erro" onRetry={() => {}} retrying />
      </FrotaProvider>,
    );
    expect(within(screen.getByRole('alert')).getByRole('button')).toBeDisabled();
  });
});
