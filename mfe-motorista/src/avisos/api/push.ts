import { getRuntimeConfig, http, type PushSubscriptionInput } from '@frota/shared';

/** GET /push/public-key (public, on the push API's host): the VAPID key a browser subscribes with. */
export async function buscarChavePublica(): Promise<string> {
  return (await http.get<{ publicKey: string }>('/push/public-key', { baseURL: getRuntimeConfig().pushApiBaseUrl })).data.publicKey;
}

/** POST /api/motorista/push: this phone's subscription, the driver's. */
export async function inscreverAvisos(subscription: PushSubscriptionInput): Promise<void> {
  await http.post('/motorista/push', subscription);
}

/** DELETE /api/motorista/push */
export async function cancelarAvisos(): Promise<void> {
  await http.delete('/motorista/push');
}
