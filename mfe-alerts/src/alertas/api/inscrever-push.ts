import { http, type PushSubscriptionInput } from '@frota/shared';
import { pushHost } from './push-host';

/** POST /push/subscriptions: this browser's subscription, the signed-in user's. */
export async function inscreverPush(subscription: PushSubscriptionInput): Promise<void> {
  await http.post('/push/subscriptions', subscription, pushHost());
}
