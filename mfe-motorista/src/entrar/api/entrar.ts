import { driverSession, http, type SessaoMotorista } from '@frota/shared';

/** The body of POST /api/motorista/sessao (the kit's sessaoMotoristaInput). */
interface SessaoMotoristaInput {
  token: string;
  /** aaaa-mm-dd */
  data_nascimento: string;
}

/** POST /api/motorista/sessao: the link's token and the birth date give a driver session of 30 days. */
export async function entrar(input: SessaoMotoristaInput): Promise<SessaoMotorista> {
  const { data } = await http.post<SessaoMotorista>('/motorista/sessao', input);
  driverSession.set(data.token);
  return data;
}
