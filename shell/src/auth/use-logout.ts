import { browserNavigation, forgetQueryCache, http, tokenStore, useQueryClient } from '@frota/shared/base';

/**
 * "Sair" (issue 17): revokes the token on the server, so it stops working at once, then forgets it, drops every
 * cached row, in memory and the copy saved for offline (the next user must not see them), and opens /login. A revoke
 * that fails still ends the session here.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      if (tokenStore.get()) await http.post('/logout');
    } catch {
      // offline or already expired: the local session ends all the same
    }
    // the token first: the persister writes nothing once its session's token is gone
    tokenStore.clear();
    queryClient.clear();
    await forgetQueryCache();
    // /login is its own page (issue 17): a full load also drops every remote's state
    browserNavigation.replace('/login');
  };
}
