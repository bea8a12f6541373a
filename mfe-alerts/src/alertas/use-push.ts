import { useCallback, useEffect, useState } from 'react';
import { MSG, chaveParaBytes, notify, type PushSubscriptionInput } from '@frota/shared';
import { buscarChavePublica } from './api/chave-publica';
import { cancelarPush } from './api/cancelar-push';
import { inscreverPush } from './api/inscrever-push';

/** indisponivel: the browser has no push; negado: the user blocked notifications for the site. */
export type EstadoPush = 'verificando' | 'indisponivel' | 'desativado' | 'negado' | 'ativado';

/** The shell registers /sw.js; without one (e.g. a remote on its own dev server) there is nothing to subscribe with. */
export const ESPERA_SERVICE_WORKER_MS = 10_000;

function suportaPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registroAtivo(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker indisponível')), ESPERA_SERVICE_WORKER_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function estadoAtual(): Promise<EstadoPush> {
  if (!suportaPush()) return 'indisponivel';
  if (Notification.permission === 'denied') return 'negado';
  const registro = await navigator.serviceWorker.getRegistration();
  const subscription = await registro?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'ativado' : 'desativado';
}

/** The "Ativar Notificações" flow: permission, subscription with the server's key, and sending it to the server. */
export function usePush() {
  const [estado, setEstado] = useState<EstadoPush>('verificando');
  const [ocupado, setOcupado] = useState(false);

  useEffect(() => {
    let vivo = true;
    estadoAtual()
      .then((e) => vivo && setEstado(e))
      .catch(() => vivo && setEstado('desativado'));
    return () => {
      vivo = false;
    };
  }, []);

  const ativar = useCallback(async () => {
    if (!suportaPush()) return;
    setOcupado(true);
    try {
      const permissao = await Notification.requestPermission();
      if (permissao !== 'granted') {
        setEstado(permissao === 'denied' ? 'negado' : 'desativado');
        notify.error(MSG.pushPermissaoNegada);
        return;
      }
      let chave: string;
      try {
        chave = await buscarChavePublica();
      } catch (err) {
        // SPEC §8: a missing push key is only logged
        console.error('Chave pública de push indisponível', err);
        return;
      }
      let subscription: PushSubscription | undefined;
      try {
        const registro = await registroAtivo();
        subscription =
          (await registro.pushManager.getSubscription()) ??
          (await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: chaveParaBytes(chave) }));
        await inscreverPush(subscription.toJSON() as PushSubscriptionInput);
        setEstado('ativado');
      } catch (err) {
        console.error(MSG.pushFalhaSubscription, err);
        // a browser subscription the server does not know would never receive anything
        await subscription?.unsubscribe().catch(() => false);
        notify.error(MSG.pushFalhaSubscription);
      }
    } finally {
      setOcupado(false);
    }
  }, []);

  const desativar = useCallback(async () => {
    setOcupado(true);
    try {
      const registro = await navigator.serviceWorker.getRegistration();
      const subscription = await registro?.pushManager.getSubscription();
      if (subscription) {
        await cancelarPush(subscription.endpoint).catch((err: unknown) => console.error('Falha ao remover subscription', err));
        await subscription.unsubscribe();
      }
      setEstado('desativado');
    } finally {
      setOcupado(false);
    }
  }, []);

  return { estado, ocupado, ativar, desativar };
}
