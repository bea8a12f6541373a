import type { ApiError } from '@frota/shared/domain';

export const ERROR_TEXTS = {
  dadosInvalidos: 'Dados inválidos',
  jsonInvalido: 'JSON inválido',
  naoAutenticado: 'Sessão expirada. Faça login novamente.',
  loginInvalido: 'Email ou senha inválidos',
  rotaNaoEncontrada: 'Recurso não encontrado',
  enderecoInvalido: 'Endereço inválido',
  corpoGrande: 'O corpo da requisição excede o limite de 1 MB',
  tipoNaoSuportado: 'Tipo de conteúdo não suportado. Envie os dados em JSON (application/json).',
  metodoNaoPermitido: 'Método não permitido',
  conflito: 'Conflito com o estado atual dos dados',
  muitasTentativas: 'Muitas tentativas. Aguarde e tente novamente.',
  indisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  semEspaco: 'Sem espaço para gravar. Tente novamente mais tarde.',
  erroInterno: 'Erro interno do servidor',
} as const;

/**
 * An expected failure a handler throws, answered with its HTTP status and pt-BR body; anything else becomes a 500.
 * The kit's HttpError is the other side: the same body read back from a failed request.
 */
export class HttpException extends Error implements ApiError {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpException';
  }

  get body(): ApiError {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (errors?: Record<string, string>, message: string = ERROR_TEXTS.dadosInvalidos) =>
  new HttpException(400, message, errors);
export const unauthorized = (message: string = ERROR_TEXTS.naoAutenticado) => new HttpException(401, message);
export const forbidden = (message: string) => new HttpException(403, message);
export const notFound = (message: string = ERROR_TEXTS.rotaNaoEncontrada) => new HttpException(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpException(409, message, errors);
