import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { FrotaProvider } from './frota-provider';

async function open(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <FrotaProvider>
      <ConfirmDialog open message="Tem certeza que deseja excluir este veículo?" onConfirm={onConfirm} onCancel={onCancel} {...props} />
    </FrotaProvider>,
  );
  // its code loads on the first open
  return { dialog: await screen.findByRole('alertdialog'), onConfirm, onCancel };
}

const palette = (button: HTMLElement) => getComputedStyle(button).getPropertyValue('--chakra-colors-color-palette-solid');

describe('ConfirmDialog', () => {
  it('asks to confirm a deletion with a red "Excluir" by default, and says which button was pressed', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onCancel } = await open();
    expect(within(dialog).getByRole('heading', { name: 'Confirmar exclusão' })).toBeInTheDocument();
    const excluir = within(dialog).getByRole('button', { name: 'Excluir' });
    expect(excluir).toHaveAttribute('data-tone', 'danger');
    expect(palette(excluir)).toContain('red');
    await user.click(excluir);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('confirms a routine step in the primary colour when asked', async () => {
    const { dialog } = await open({ title: 'Registrar pagamento', message: 'Registrar como pago hoje?', confirmLabel: 'Registrar', tone: 'primary' });
    const registrar = within(dialog).getByRole('button', { name: 'Registrar' });
    expect(registrar).toHaveAttribute('data-tone', 'primary');
    expect(palette(registrar)).toContain('primary');
    expect(palette(registrar)).not.toContain('red');
  });
});
