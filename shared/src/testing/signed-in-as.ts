import type { Papel } from '../domain/papeis';
import type { Me } from '../domain/schemas/auth';
import { queryClient } from '../data/query-client';
import { meKey } from '../data/me';

let current: Me | undefined;

/** The signed-in user the screens see (GET /api/me, as cached), with the given role; renderAt's client gets it too. */
export function signedInAs(papel: Papel, overrides: Partial<Omit<Me, 'papel'>> = {}): void {
  current = { id: 1, email: `${papel}@frota.com.br`, nome: 'Maria Souza', papel, trocar_senha: false, ...overrides };
  queryClient.setQueryData(meKey, current);
}

export function testUser(): Me | undefined {
  return current;
}
