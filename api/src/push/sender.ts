import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushNotification, SendNotificationResult } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { runWrite } from '../crud/write-path';
import { allowedPushEndpoint } from './hosts';
import { deleteSubscriptionById, listSubscriptions, type StoredSubscription } from './subscriptions';
import type { VapidKeys } from './vapid';

export interface SendOptions {
  vapid: VapidKeys;
  /** HTTPS agent for the push services (e.g. one trusting a private CA) */
  agent?: Agent;
  /** how long a push service keeps an undelivered message, in seconds */
  ttlSeconds?: number;
  /** PUSH_HOSTS: push service hosts allowed besides the browsers' own */
  pushHosts: readonly string[];
}

/** Push services answer these for a subscription that no longer exists (RFC 8030). */
const GONE = new Set([404, 410]);
const PARALLEL = 10;

export class PushHostNotAllowedError extends Error {
  constructor(readonly endpoint: string) {
    super('serviço de push não permitido');
    this.name = 'PushHostNotAllowedError';
  }
}

/**
 * Sends every notification to every stored subscription (encrypted aes128gcm, VAPID-signed).
 * A subscription its push service calls gone is deleted and skipped for the rest. One whose host is not
 * (or no longer) allowed is never requested: it counts as failed and is reported to onError.
 * web-push makes one https.request per push and never follows a redirect: a 3xx is a failure.
 */
export async function sendToAll(
  db: Db,
  notifications: readonly PushNotification[],
  options: SendOptions,
  onError: (err: unknown, sub: StoredSubscription) => void = () => {},
): Promise<SendNotificationResult> {
  return sendToSubscriptions(await listSubscriptions(db), notifications, options, (id) => runWrite(db, {}, ({ tx }) => deleteSubscriptionById(tx, id)), onError);
}

/** sendToAll's work for a given list of subscriptions (a driver's, issue 37); `deleteGone` drops one its push service calls gone. */
export async function sendToSubscriptions(
  stored: readonly StoredSubscription[],
  notifications: readonly PushNotification[],
  options: SendOptions,
  deleteGone: (id: number) => Promise<void>,
  onError: (err: unknown, sub: StoredSubscription) => void = () => {},
): Promise<SendNotificationResult> {
  let subscriptions: (StoredSubscription & { url: string })[] = [];
  const refused: StoredSubscription[] = [];
  for (const sub of stored) {
    const url = allowedPushEndpoint(sub.endpoint, options.pushHosts);
    if (url) subscriptions.push({ ...sub, url });
    else refused.push(sub);
  }
  for (const sub of refused) onError(new PushHostNotAllowedError(sub.endpoint), sub);
  let sent = 0;
  let failed = refused.length * notifications.length;
  for (const notification of notifications) {
    const payload = JSON.stringify(notification);
    const gone = new Set<number>();
    for (let i = 0; i < subscriptions.length; i += PARALLEL) {
      await Promise.all(
        subscriptions.slice(i, i + PARALLEL).map(async (sub) => {
          try {
            await webpush.sendNotification({ endpoint: sub.url, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
              vapidDetails: options.vapid,
              TTL: options.ttlSeconds ?? 24 * 60 * 60,
              contentEncoding: 'aes128gcm',
              timeout: 10_000,
              ...(options.agent ? { agent: options.agent } : {}),
            });
            sent++;
          } catch (err) {
            failed++;
            if (err instanceof WebPushError && GONE.has(err.statusCode)) {
              gone.add(sub.id);
              await deleteGone(sub.id);
            } else {
              onError(err, sub);
            }
          }
        }),
      );
    }
    if (gone.size) subscriptions = subscriptions.filter((s) => !gone.has(s.id));
  }
  return { sent, failed };
}
