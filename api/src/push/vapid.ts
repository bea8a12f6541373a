import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use */
  subject: string;
}

export interface VapidConfig {
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  vapidSubject: string | null;
  adminEmail: string;
}

export const VAPID_SETTING = 'vapid_keys';

/**
 * The server's VAPID keys: the ones given in the environment, else the pair kept in app_settings,
 * generated on the first start (several instances starting together agree on the first one stored).
 */
export async function loadVapidKeys(db: Db, config: VapidConfig): Promise<VapidKeys> {
  const subject = config.vapidSubject ?? `mailto:${config.adminEmail}`;
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    const keys = { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
    // fails at start with web-push's own message rather than on the first notification
    webpush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
    return keys;
  }
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: VAPID_SETTING, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING)).limit(1);
  const pair = JSON.parse(stored!.value) as { publicKey: string; privateKey: string };
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
}
