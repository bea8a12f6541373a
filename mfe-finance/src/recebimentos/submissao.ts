import { useRef, useState } from 'react';
import { ENCARGOS_MSG, MSG, formatBRL, isHttpError, isRetryable, newIdempotencyKey, notify, recebimentoInput, userMessage, type Pagamento, type Recebimento, type RecebimentoData } from '@frota/shared';
import { useRegistrarRecebimento } from './api/registrar-recebimento';

export const RECEBIMENTO_REGISTRADO = 'Recebimento registrado';
export const ERRO_AO_REGISTRAR = 'Erro ao registrar recebimento. Por favor, tente novamente.';

export interface Valores {
  valor: number | null;
  data_pagamento: string;
  forma_pagamento: string;
}

export type Erros = Partial<Record<keyof Valores | 'geral', string>>;

/** The schema's messages (the API's rules) and the saldo: nothing above what is owed (`acima` says so). */
export function validar(valores: Valores, saldo: number, acima: string = MSG.valorMaiorQueSaldo): Erros {
  const parsed = recebimentoInput.safeParse({ ...valores, valor: valores.valor ?? '' });
  const erros: Erros = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const campo = issue.path[0] as keyof Valores;
      erros[campo] ??= issue.message;
    }
  }
  if (!erros.valor && valores.valor !== null && Math.round(valores.valor * 100) > Math.round(saldo * 100)) erros.valor = acima;
  return erros;
}

/** What a receipt form needs of its submission. */
export interface Envio {
  enviar: (valores: Valores) => Promise<boolean>;
  enviando: boolean;
  erros: Erros;
}

/** A receipt of one charge, recorded against its saldo. */
export function useSubmissao(pagamento: Pagamento) {
  const registrar = useRegistrarRecebimento();
  return useEnvioIdempotente<Recebimento>({
    // an overdue rent takes its encargos too, and says the total when the amount is above it (issue 36)
    validar: (valores) => {
      const total = (Math.round(pagamento.saldo * 100) + Math.round(pagamento.encargos * 100)) / 100;
      return pagamento.encargos > 0 ? validar(valores, total, ENCARGOS_MSG.valorMaiorQueSaldoComEncargos(formatBRL(total))) : validar(valores, pagamento.saldo);
    },
    post: (input, chave) => registrar.mutateAsync({ pagamento, input, chave }),
    sucesso: RECEBIMENTO_REGISTRADO,
  });
}

/**
 * A receipt dialog's POST: one Idempotency-Key per submission, reused when the same values are sent again after a
 * failure that may not have been written (as the kit's ResourceForm does), so a retry records once. `post` is the
 * operation's mutation, which refreshes what it declares before it resolves.
 */
export function useEnvioIdempotente<T>({
  validar: validarValores,
  post,
  sucesso,
}: {
  validar: (valores: Valores) => Erros;
  post: (input: RecebimentoData, chave: string) => Promise<T>;
  sucesso: string;
}): Envio & { registrado: T | null } {
  const submissao = useRef<{ chave: string; valores: string } | null>(null);
  const ocupado = useRef(false);
  const [enviando, setEnviando] = useState(false);
  const [erros, setErros] = useState<Erros>({});
  const [registrado, setRegistrado] = useState<T | null>(null);

  function chavePara(json: string): string {
    if (submissao.current?.valores !== json) submissao.current = { chave: newIdempotencyKey(), valores: json };
    return submissao.current.chave;
  }

  async function enviar(valores: Valores): Promise<boolean> {
    if (ocupado.current) return false;
    const invalidos = validarValores(valores);
    setErros(invalidos);
    if (Object.keys(invalidos).length > 0) return false;
    const input = recebimentoInput.parse(valores);
    ocupado.current = true;
    setEnviando(true);
    try {
      const resposta = await post(input, chavePara(JSON.stringify(input)));
      submissao.current = null;
      setRegistrado(resposta);
      notify.success(sucesso);
      return true;
    } catch (error) {
      if (!isRetryable(error)) submissao.current = null;
      setErros(errosDoServidor(error));
      return false;
    } finally {
      ocupado.current = false;
      setEnviando(false);
    }
  }

  return { enviar, enviando, erros, registrado };
}

/** A 400 or 422 on a field shows there (the value above the saldo or the total open); any other message as the dialog's alert. */
function errosDoServidor(error: unknown): Erros {
  // offline, "Sem conexão: …" (userMessage); otherwise the generic text
  if (!isHttpError(error) || error.statusCode === 0 || error.statusCode >= 500) return { geral: userMessage(error, ERRO_AO_REGISTRAR) };
  const erros: Erros = {};
  for (const [campo, mensagem] of Object.entries(error.errors)) {
    if (campo === 'valor' || campo === 'data_pagamento' || campo === 'forma_pagamento') erros[campo] = mensagem;
  }
  if (Object.keys(erros).length > 0) return erros;
  return error.message === MSG.valorMaiorQueSaldo ? { valor: error.message } : { geral: error.message };
}
