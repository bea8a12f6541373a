import { defineOperation, http, meKey, useOperation, type OperationCallbacks } from '@frota/shared';

export interface AlterarSenha {
  senha_atual: string;
  nova_senha: string;
}

/** PUT /me/senha */
export async function alterarSenha(senhas: AlterarSenha): Promise<void> {
  await http.put('/me/senha', senhas);
}

/** A temporary password is one no longer: /me says so, read again before the app lets the user on. */
export const alterarSenhaOperation = defineOperation({ request: alterarSenha, invalidates: [meKey] });

export function useAlterarSenha(callbacks: OperationCallbacks<AlterarSenha, void> = {}) {
  return useOperation(alterarSenhaOperation, callbacks);
}
