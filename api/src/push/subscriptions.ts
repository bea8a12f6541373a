import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a browser's subscription; the same endpoint subscribing again gets its new keys. An endpoint of another
 * user moves only with the browser's own keys (the same browser, another login): knowing the endpoint alone does not
 * take it over. Null when it stays another user's.
 */
export async function saveSubscription(db: Db, sub: PushSubscriptionInput, userId: number | null): Promise<StoredSubscription | null> {
  const values = { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_id: userId };
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, user_id: values.user_id, updated_at: sql`now()` },
      setWhere: sql`${pushSubscriptions.user_id} is not distinct from ${userId}
        or (${pushSubscriptions.p256dh} = ${values.p256dh} and ${pushSubscriptions.auth} = ${values.auth})`,
    })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth });
  return saved ?? null;
}

/** true when the user had a subscription with this endpoint; another user's stays. */
export async function deleteSubscription(db: Db, endpoint: string, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.user_id, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export function listSubscriptions(db: Db): Promise<StoredSubscription[]> {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .orderBy(pushSubscriptions.id);
}

export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
