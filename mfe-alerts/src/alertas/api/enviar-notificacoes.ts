import { alertas, defineOperation, fetchAllRows, http, notificacoesDeAlertas, useOperation, type OperationCallbacks, type PushNotification, type SendNotificationResult } from '@frota/shared';

/** POST /send-notification */
export async function enviarNotificacoes(notifications: PushNotification[]): Promise<SendNotificationResult> {
  return (await http.post<SendNotificationResult>('/send-notification', { notifications })).data;
}

/** Every active alert as a notification to every subscriber; null when there is none to send. */
export async function notificarAlertasAtivos(): Promise<SendNotificationResult | null> {
  // every active alert, page by page: one answer holds at most 500
  const notifications = notificacoesDeAlertas(await fetchAllRows(alertas, { filters: { status: 'ativo' } }));
  return notifications.length ? enviarNotificacoes(notifications) : null;
}

// sending changes no read of the app
export const notificarAlertasAtivosOperation = defineOperation({ request: notificarAlertasAtivos, invalidates: [] });

export function useNotificarAlertasAtivos(callbacks: OperationCallbacks<void, SendNotificationResult | null> = {}) {
  return useOperation(notificarAlertasAtivosOperation, callbacks);
}
