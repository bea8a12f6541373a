import { useQuery } from '@tanstack/react-query';
import { http } from '../http/client';
import { tokenStore } from '../http/token-store';
import { pode, type Permissao } from '../domain/papeis';
import type { Me } from '../domain/schemas/auth';
import { queryKeys } from './query-keys';

export const meKey = queryKeys('me').all;

/** Who is signed in, read once per session and shared by the shell and every remote. */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async () => (await http.get<Me>('/me')).data,
    enabled: tokenStore.get() !== null,
    staleTime: Infinity,
  });
}

/**
 * Whether the signed-in user's role may do what the permission guards (null: anyone signed in). False until /me
 * answers, so an action appears once it is known to be allowed; the server decides either way (403).
 */
export function usePode(permissao: Permissao | null): boolean {
  const { data } = useMe();
  if (permissao === null) return true;
  return data ? pode(data.papel, permissao) : false;
}
