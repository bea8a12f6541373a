import { http, tokenStore, useNavigate, useQueryClient } from '@frota/shared/base';

/**
 * "Sair" (issue 17): revokes the token on the server, so it stops working at once, then forgets it, drops every
 * cached row (the next user must not see them) and opens /login. A revoke that fails still ends the session here.
 */
export function useSair(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      if (tokenStore.get()) await http.post('/logout');
    } catch {
      // offline or already expired: the local session ends all the same
    }
    tokenStore.clear();
    navigate('/login', { replace: true });
    queryClient.clear();
  };
}
