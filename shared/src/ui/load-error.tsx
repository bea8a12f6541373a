import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  /** What failed, e.g. MSG.erroCarregarNecessarios or the screen's own load error text. */
  message: string;
  onRetry: () => void;
  /** Shows the button busy while the retry runs. */
  retrying?: boolean;
}

/** A figure or a block that failed to load: the error and "Tentar novamente", never an empty or zero value. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button variant="outline" minH="11" loading={retrying} disabled={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert.Root>
  );
}

/** What stands in place of a screen that cannot show (an unknown vehicle, a row that failed to load); `children` is its way out. */
export function ErrorAlert({ message, children, ...rootProps }: { message: string; children?: ReactNode } & Omit<Alert.RootProps, 'children' | 'status'>) {
  return (
    <Alert.Root status="error" role="alert" {...rootProps}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {children}
    </Alert.Root>
  );
}
