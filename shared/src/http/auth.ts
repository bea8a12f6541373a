import { http } from './client';
import { tokenStore } from './token-store';

/** POST /login; stores the token for every later request. Rejects with HttpError (401 on bad credentials). */
export async function login(email: string, senha: string): Promise<string> {
  const { data } = await http.post<{ token: string }>('/login', { email, senha });
  tokenStore.set(data.token);
  return data.token;
}
