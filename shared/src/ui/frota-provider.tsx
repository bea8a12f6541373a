import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as kitQueryClient } from '../data/query-client';
import { AppToaster } from './app-toaster';
import { systemFor } from './global-css';

export interface FrotaProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the kit's singleton. */
  queryClient?: QueryClient;
}

/** The Frota theme, the shared query cache and the toaster, around the whole app (or a remote running alone). */
export function FrotaProvider({ children, queryClient = kitQueryClient }: FrotaProviderProps) {
  return (
    <ChakraProvider value={systemFor(globalThis.document)}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
