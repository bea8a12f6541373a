import { queryClient } from '../data/query-client';
import { http } from './client';
import { tokenStore } from './token-store';

/** POST /login; stores the token for every later request. Rejects with HttpError (401 on bad credentials). */
export async function login(email: string, senha: string): Promise<string> {
  const { data } = await http.post<{ token: string }>('/login', { email, senha });
  tokenStore.set(data.token);
  return data.token;
}

/** Revokes the token on the server when it can, and always forgets it here. */
export async function logout(): Promise<void> {
  try {
    if (tokenStore.get()) await http.post('/logout');
  } catch {
    // a failed revoke still ends the session in this browser
  } finally {
    tokenStore.clear();
    // the next user must not see the previous one's cached rows
    queryClient.clear();
  }
}

