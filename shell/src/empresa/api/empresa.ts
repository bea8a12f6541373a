import { defineOperation, http, ifMatch, queryKeys, queryOptions, useOperation, useQuery, type Empresa, type EmpresaInput, type HttpError, type OperationCallbacks } from '@frota/shared';

export const empresaKeys = queryKeys('empresa');

/** GET /empresa: the company in force (the environment's until the first save). */
export async function lerEmpresa(): Promise<Empresa> {
  return (await http.get<Empresa>('/empresa')).data;
}

export const empresaQuery = () => queryOptions<Empresa, HttpError>({ queryKey: empresaKeys.one(1), queryFn: lerEmpresa });

export function useEmpresa() {
  return useQuery(empresaQuery());
}

export interface SalvarEmpresa {
  /** the version the form showed: it goes as If-Match */
  versao: number;
  input: EmpresaInput;
}

/** PUT /empresa over the version shown: 412 if someone saved since. */
export async function salvarEmpresa({ versao, input }: SalvarEmpresa): Promise<Empresa> {
  return (await http.put<Empresa>('/empresa', input, { headers: ifMatch(versao) })).data;
}

// recibos, extratos and Cobrança's Pix sit under the payments' root and carry the company: a rare write refreshes them all
export const salvarEmpresaOperation = defineOperation({ request: salvarEmpresa, invalidates: [empresaKeys.all, queryKeys('pagamentos').all] });

export function useSalvarEmpresa(callbacks: OperationCallbacks<SalvarEmpresa, Empresa> = {}) {
  return useOperation(salvarEmpresaOperation, callbacks);
}
