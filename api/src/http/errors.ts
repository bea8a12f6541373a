/** Every error body the API answers: `{ message, errors? }` (apiError in @frota/shared/domain). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export const ERROR_TEXTS = {
  dadosInvalidos: 'Dados inválidos',
  jsonInvalido: 'JSON inválido',
  naoAutenticado: 'Sessão expirada. Faça login novamente.',
  loginInvalido: 'Email ou senha inválidos',
  rotaNaoEncontrada: 'Recurso não encontrado',
  corpoGrande: 'O corpo da requisição excede o limite de 1 MB',
  tipoNaoSuportado: 'Tipo de conteúdo não suportado. Envie os dados em JSON (application/json).',
  metodoNaoPermitido: 'Método não permitido',
  conflito: 'Conflito com o estado atual dos dados',
  muitasTentativas: 'Muitas tentativas. Aguarde e tente novamente.',
  indisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  erroInterno: 'Erro interno do servidor',
} as const;

/** An expected failure with its HTTP status and pt-BR body; anything else becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (errors?: Record<string, string>, message: string = ERROR_TEXTS.dadosInvalidos) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = ERROR_TEXTS.naoAutenticado) => new HttpError(401, message);
export const notFound = (message: string = ERROR_TEXTS.rotaNaoEncontrada) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
