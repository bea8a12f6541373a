import { useRef, useState } from 'react';
import {
  MSG,
  isHttpError,
  notify,
  pagamentos,
  recebimentoInput,
  refreshAfterOwnWrite,
  useQueryClient,
  type Pagamento,
  type Recebimento,
  type RecebimentoData,
} from '@frota/shared';
import { registrarRecebimento } from './recebimentos-api';

export const RECEBIMENTO_REGISTRADO = 'Recebimento registrado';
export const ERRO_AO_REGISTRAR = 'Erro ao registrar recebimento. Por favor, tente novamente.';

export interface Valores {
  valor: number | null;
  data_pagamento: string;
  forma_pagamento: string;
}

export type Erros = Partial<Record<keyof Valores | 'geral', string>>;

/** A new key per submission; crypto.randomUUID exists only in secure contexts (not a LAN http address). */
function novaChave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A failure the same request may get past (no answer, a 5xx, the first copy still running): retried with the same key. */
function repetivel(error: unknown): boolean {
  return isHttpError(error) && (error.statusCode === 0 || error.statusCode >= 500 || (error.statusCode === 409 && error.message === MSG.chaveIdempotenciaEmUso));
}

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
  return useEnvioIdempotente<Recebimento>({
    validar: (valores) => validar(valores, pagamento.saldo),
    post: (input, chave) => registrarRecebimento(pagamento.id, input, chave),
    sucesso: RECEBIMENTO_REGISTRADO,
    pagamentoId: pagamento.id,
  });
}

/**
 * A receipt dialog's POST: one Idempotency-Key per submission, reused when the same values are sent again after a
 * failure that may not have been written (as the kit's ResourceForm does), so a retry records once. On success the
 * payments' queries (lists, extrato, cobrança) refresh.
 */
export function useEnvioIdempotente<T>({
  validar: validarValores,
  post,
  sucesso,
  pagamentoId,
}: {
  validar: (valores: Valores) => Erros;
  post: (input: RecebimentoData, chave: string) => Promise<T>;
  sucesso: string;
  /** the one charge the receipt is of, when there is one */
  pagamentoId?: number;
}): Envio & { registrado: T | null } {
  const queryClient = useQueryClient();
  const submissao = useRef<{ chave: string; valores: string } | null>(null);
  const ocupado = useRef(false);
  const [enviando, setEnviando] = useState(false);
  const [erros, setErros] = useState<Erros>({});
  const [registrado, setRegistrado] = useState<T | null>(null);

  function chavePara(json: string): string {
    if (submissao.current?.valores !== json) submissao.current = { chave: novaChave(), valores: json };
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
      // a charge whose page this is takes its new version in its form; every other reading refreshes
      if (pagamentoId !== undefined) void refreshAfterOwnWrite(queryClient, pagamentos.keys, pagamentoId);
      else void queryClient.invalidateQueries({ queryKey: pagamentos.keys.all });
      return true;
    } catch (error) {
      if (!repetivel(error)) submissao.current = null;
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
  if (!isHttpError(error) || error.statusCode === 0 || error.statusCode >= 500) return { geral: ERRO_AO_REGISTRAR };
  const erros: Erros = {};
  for (const [campo, mensagem] of Object.entries(error.errors)) {
    if (campo === 'valor' || campo === 'data_pagamento' || campo === 'forma_pagamento') erros[campo] = mensagem;
  }
  if (Object.keys(erros).length > 0) return erros;
  return error.message === MSG.valorMaiorQueSaldo ? { valor: error.message } : { geral: error.message };
}
