import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, loginInput, loginResponse, me, validarEmail } from '@frota/shared/domain';
import { createSession, revokeSession, sessionPolicy } from '../auth/sessions';
import { attemptSucceeded, startAttempt, tooManyAttemptsMessage, type ThrottlePolicy } from '../auth/throttle';
import { newPasswordProblem, newPasswordShapeProblem, NEW_PASSWORD_TEXTS } from '../auth/password-strength';
import { authenticate, changePassword, checkCredentials, PASSWORD_LENGTH_MESSAGE } from '../auth/users';
import { autorDe } from '../auditoria/registrar';
import { runWrite } from '../crud/write-path';
import { currentUser } from '../plugins/auth';
import { badRequest, ERROR_TEXTS, HttpException } from '../http/errors';

const SENHA_ATUAL_INCORRETA = 'Senha atual incorreta';

// the API's own body (no screen uses it yet): the kit's 401 handling would sign the user out on a wrong
// current password, so that answers 400 on the field instead
const trocaDeSenhaInput = z.object({
  senha_atual: z.string({ error: 'Senha atual é obrigatória' }).min(1, 'Senha atual é obrigatória').max(1024, PASSWORD_LENGTH_MESSAGE),
  // the byte bound first, so counting characters never walks a huge string
  nova_senha: z
    .string({ error: NEW_PASSWORD_TEXTS.curta })
    .max(1024, NEW_PASSWORD_TEXTS.longa)
    .superRefine((senha, ctx) => {
      const problem = newPasswordShapeProblem(senha);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

const tooMany = apiError.describe('Muitas tentativas: aguarde o tempo de `Retry-After` (segundos)');

export async function authRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sessão'];
  const throttle: ThrottlePolicy = { maxFailures: app.config.loginMaxFailures, windowMs: app.config.loginWindowMinutes * 60_000 };
  const policy = sessionPolicy(app.config);

  /** Counts the attempt before any hashing; answers the 429 itself and returns null when refused. */
  async function throttled(request: FastifyRequest, reply: FastifyReply, email: string): Promise<number | null> {
    const start = await startAttempt(app.db, email, request.ip, throttle);
    if (start.allowed) return start.attemptId;
    request.log.warn({ ip: request.ip }, 'login bloqueado por excesso de tentativas');
    await reply.code(429).header('Retry-After', String(start.retryAfterSeconds)).send({ message: tooManyAttemptsMessage(start.retryAfterSeconds) });
    return null;
  }

  /** What a failed sign-in keeps of the text typed as e-mail: a user's e-mail or a well-formed one, never a password typed in the wrong field. */
  function emailParaAuditoria(digitado: string, usuarioId: number | null): string | null {
    return usuarioId !== null || validarEmail(digitado) === null ? digitado : null;
  }

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Entra com email e senha e recebe um token de acesso',
        security: [],
        body: loginInput,
        response: { 200: loginResponse, 400: apiError, 401: apiError.describe(ERROR_TEXTS.loginInvalido), 429: tooMany },
      },
    },
    async (request, reply) => {
      const { email, senha } = request.body;
      const attemptId = await throttled(request, reply, email);
      if (attemptId === null) return reply;
      // an unknown email costs the same hashing as a wrong password and answers the same message
      const { user, emailOf } = await checkCredentials(app.db, email, senha);
      const autor = autorDe(request);
      if (!user) {
        const fato = { acao: 'login_falhou', entidade: 'usuarios', registroId: emailOf, usuarioId: emailOf, email: emailParaAuditoria(email, emailOf) } as const;
        await runWrite(app.db, { autor }, (write) => write.audit(fato));
        throw new HttpException(401, ERROR_TEXTS.loginInvalido);
      }
      const token = await runWrite(app.db, { autor }, async (write) => {
        await attemptSucceeded(write.tx, attemptId);
        await write.audit({ acao: 'login', entidade: 'usuarios', registroId: user.id, usuarioId: user.id, email });
        return createSession(write.tx, user.id, policy);
      });
      return { token };
    },
  );

  app.post(
    '/logout',
    { config: { beforePasswordChange: true }, schema: { tags, summary: 'Encerra a sessão do token enviado', response: { 204: z.null().describe('Sessão encerrada'), 401: apiError } } },
    async (request, reply) => {
      const { id, sessionId } = currentUser(request);
      await runWrite(app.db, { autor: autorDe(request) }, async (write) => {
        await revokeSession(write.tx, sessionId);
        await write.audit({ acao: 'logout', entidade: 'usuarios', registroId: id });
      });
      app.sessionCache.forgetSession(sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    { config: { beforePasswordChange: true }, schema: { tags, summary: 'O usuário da sessão', response: { 200: me, 401: apiError } } },
    async (request) => {
      const { id, email, nome, papel, trocarSenha } = currentUser(request);
      return { id, email, nome, papel, trocar_senha: trocarSenha };
    },
  );

  app.put(
    '/me/senha',
    {
      config: { beforePasswordChange: true },
      schema: {
        tags,
        summary: 'Troca a senha do usuário da sessão e encerra as suas outras sessões',
        description:
          'A nova senha tem de 10 a 128 caracteres, não só espaços, e não pode ser fácil de adivinhar (zxcvbn com dicionários ' +
          'em português, nota 3 de 4 ou mais; o email do usuário conta como palavra conhecida). ' +
          'A senha atual errada conta como tentativa de login.',
        body: trocaDeSenhaInput,
        response: { 204: z.null().describe('Senha trocada'), 400: apiError, 401: apiError, 429: tooMany },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // checked like the body's other rules, before the attempt counts: a weak choice is not a failed login
      const fraca = await newPasswordProblem(request.body.nova_senha, user.email);
      if (fraca) throw badRequest({ nova_senha: fraca });
      const attemptId = await throttled(request, reply, user.email);
      if (attemptId === null) return reply;
      if (!(await authenticate(app.db, user.email, request.body.senha_atual))) {
        throw badRequest({ senha_atual: SENHA_ATUAL_INCORRETA });
      }
      await runWrite(app.db, {}, ({ tx }) => attemptSucceeded(tx, attemptId));
      await changePassword(app.db, user.id, request.body.nova_senha, user.sessionId, autorDe(request));
      // this session too: its cached entry still says the password must be changed
      app.sessionCache.forgetUser(user.id, null);
      return reply.code(204).send(null);
    },
  );
}
