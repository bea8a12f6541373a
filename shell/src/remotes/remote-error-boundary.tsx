import { Component, lazy, Suspense, type ReactNode } from 'react';
import { RemoteTimeoutError } from './remote-loader';
import { Box, Button, Heading, Text } from '@frota/shared/base';
import { IncompatibleModuleError } from './compatibility';

// its texts are the domain's: fetched only when a remote is refused, never with the first screen
const IncompatibleModule = lazy(() => import('./incompatible-module'));

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  incompativel: IncompatibleModuleError | null;
}

/** Keeps a remote that is down or broken inside its own area: the menu and the other screens keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, incompativel: null };

  private unmounted = false;

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, incompativel: error instanceof IncompatibleModuleError ? error : null };
  }

  // a load that only gave up waiting may still arrive: then show the module without waiting for a click
  override componentDidCatch(error: unknown): void {
    if (!(error instanceof RemoteTimeoutError)) return;
    error.late.then(
      () => {
        if (!this.unmounted && this.state.failed) this.props.onRetry();
      },
      () => {},
    );
  }

  override componentWillUnmount(): void {
    this.unmounted = true;
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.incompativel) {
      return (
        <Suspense fallback={null}>
          <IncompatibleModule error={this.state.incompativel} />
        </Suspense>
      );
    }
    return (
      <Box role="alert" bg="bg" borderWidth="1px" borderColor="border.error" rounded="md" p="6" maxW="xl">
        <Heading as="h2" fontSize="xl" mb="2">
          Não foi possível carregar este módulo.
        </Heading>
        <Text color="fg.muted" mb="4">
          Verifique sua conexão ou tente novamente em instantes. O restante do Frota continua disponível.
        </Text>
        <Button onClick={this.props.onRetry}>Tentar novamente</Button>
      </Box>
    );
  }
}
