import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../http/http-error';

// A 4xx will not change by asking again; a network blip or a 5xx may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one QueryClient of the app: the kit is a Module Federation singleton, so shell and remotes share its cache. */
export const queryClient = createQueryClient();
