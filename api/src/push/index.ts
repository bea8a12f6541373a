import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  apiError,
  pushPublicKey,
  pushSubscriptionInput,
  pushSubscriptionRemoval,
  sendNotificationInput,
  sendNotificationResult,
  type PushNotification,
  type SendNotificationResult,
} from '@frota/shared/domain';
import { runWrite } from '../crud/write-path';
import { badRequest, conflict } from '../http/errors';
import { currentUser } from '../plugins/auth';
import { allowedPushEndpoint, PUSH_HOST_NAO_PERMITIDO } from './hosts';
import { sendToAll } from './sender';
import { deleteSubscription, saveSubscription } from './subscriptions';
import { loadVapidKeys, type VapidKeys } from './vapid';

export interface PushService {
  readonly vapid: VapidKeys;
  /** HTTPS agent used to reach push services; tests set one that trusts their local receiver */
  agent: Agent | undefined;
  send(notifications: readonly PushNotification[]): Promise<SendNotificationResult>;
  /** sends without holding the caller; the app waits for it on close */
  sendInBackground(notifications: readonly PushNotification[]): void;
  /** resolves when every background send started so far has ended */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

const tags = ['Notificações'];
const errors = { 400: apiError.describe('Dados inválidos'), 401: apiError.describe('Sem sessão válida') };
const PUSH_DE_OUTRO_USUARIO = 'Este navegador já recebe as notificações de outro usuário.';

/** Web Push sending (app.push): the VAPID keys and every subscription. */
async function pushPlugin(app: FastifyInstance) {
  const vapid = await loadVapidKeys(app.db, app.config);
  const running = new Set<Promise<unknown>>();
  const logFailure = (err: unknown) => app.log.warn({ err }, 'falha ao enviar notificação push');

  const service: PushService = {
    vapid,
    agent: undefined,
    send(notifications) {
      return sendToAll(app.db, notifications, { vapid, agent: service.agent, pushHosts: app.config.pushHosts }, logFailure);
    },
    sendInBackground(notifications) {
      if (!notifications.length) return;
      const p = service.send(notifications).catch((err: unknown) => app.log.error({ err }, 'falha ao enviar notificações push'));
      running.add(p);
      void p.finally(() => running.delete(p));
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
  app.decorate('push', service);
  app.addHook('onClose', async () => service.settled());
}

export default fp(pushPlugin, { name: 'push', dependencies: ['db'] });

/** /push/public-key, /push/subscriptions and /send-notification; registered inside /api. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { push } = app;

  app.get(
    '/push/public-key',
    {
      config: { public: true },
      schema: { tags, summary: 'Chave pública VAPID (applicationServerKey)', response: { 200: pushPublicKey } },
    },
    async () => ({ publicKey: push.vapid.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Guarda a subscription push do navegador',
        description: 'Só aceita endpoints https dos serviços de push dos navegadores ou de um host de PUSH_HOSTS.',
        body: pushSubscriptionInput,
        response: { 201: z.object({ id: z.number(), endpoint: z.string() }), 409: apiError.describe(PUSH_DE_OUTRO_USUARIO), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as z.output<typeof pushSubscriptionInput>;
      if (!allowedPushEndpoint(body.endpoint, app.config.pushHosts)) throw badRequest({ endpoint: PUSH_HOST_NAO_PERMITIDO }, PUSH_HOST_NAO_PERMITIDO);
      const saved = await runWrite(app.db, {}, ({ tx }) => saveSubscription(tx, body, request.user?.id ?? null));
      if (!saved) throw conflict(PUSH_DE_OUTRO_USUARIO);
      return reply.code(201).send({ id: saved.id, endpoint: saved.endpoint });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: { tags, summary: 'Remove a subscription push do navegador (só as do próprio usuário)', body: pushSubscriptionRemoval, response: { 204: z.null().describe('Removida'), ...errors } },
    },
    async (request, reply) => {
      const { endpoint } = request.body as z.output<typeof pushSubscriptionRemoval>;
      const { id } = currentUser(request);
      await runWrite(app.db, {}, ({ tx }) => deleteSubscription(tx, endpoint, id));
      return reply.code(204).send();
    },
  );

  app.post(
    '/send-notification',
    {
      config: { permission: 'notificar' },
      schema: {
        tags,
        summary: 'Envia as notificações a todas as subscriptions',
        description: 'Cada notificação vai para cada subscription; as que o serviço push responde 404/410 são excluídas.',
        body: sendNotificationInput,
        response: { 200: sendNotificationResult, ...errors },
      },
    },
    async (request) => push.send((request.body as z.output<typeof sendNotificationInput>).notifications),
  );
}
