import { http } from '@frota/shared';
import { pushHost } from './push-host';

/** DELETE /push/subscriptions: this browser's subscription, by its endpoint. */
export async function cancelarPush(endpoint: string): Promise<void> {
  await http.delete('/push/subscriptions', { ...pushHost(), data: { endpoint } });
}
