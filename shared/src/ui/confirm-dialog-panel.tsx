import { Button, Dialog, Portal } from '@chakra-ui/react';

/** danger: a red confirm button, for what cannot be undone (deleting); primary: the theme's, for a routine step. */
export type ConfirmTone = 'danger' | 'primary';

const PALETTE: Record<ConfirmTone, string> = { danger: 'red', primary: 'primary' };

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  /** The confirm button's colour; danger (red) unless said otherwise. */
  tone?: ConfirmTone;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialogPanel({
  open,
  message,
  title = 'Confirmar exclusão',
  confirmLabel = 'Excluir',
  cancelLabel = 'Cancelar',
  loading = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button colorPalette={PALETTE[tone]} data-tone={tone} onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
