import {
  getRuntimeConfig,
  http,
  type PushNotification,
  type PushSubscriptionInput,
  type SendNotificationResult,
} from '@frota/shared';

// Subscriptions and the public key live on the push API host, which may differ from the API's (SPEC §7).
const pushHost = () => ({ baseURL: getRuntimeConfig().pushApiBaseUrl });

export async function buscarChavePublica(): Promise<string> {
  return (await http.get<{ publicKey: string }>('/push/public-key', pushHost())).data.publicKey;
}

export async function enviarSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await http.post('/push/subscriptions', subscription, pushHost());
}

export async function removerSubscription(endpoint: string): Promise<void> {
  await http.delete('/push/subscriptions', { ...pushHost(), data: { endpoint } });
}

export async function enviarNotificacoes(notifications: PushNotification[]): Promise<SendNotificationResult> {
  return (await http.post<SendNotificationResult>('/send-notification', { notifications })).data;
}
