import { useCallback, useEffect, useState } from 'react';
import { chaveParaBytes, type PushSubscriptionInput } from '@frota/shared';
import { buscarChavePublica, cancelarAvisos, inscreverAvisos } from './api/push';

/** indisponivel: no push in this browser (or no service worker); negado: notifications blocked for the site. */
export type EstadoAvisos = 'verificando' | 'indisponivel' | 'desativado' | 'negado' | 'ativado';

/** The shell registers /sw.js; the page waits this long for it before saying avisos cannot be turned on. */
export const ESPERA_SERVICE_WORKER_MS = 10_000;

const suportaPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registroDoShell(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const desiste = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker indisponível')), ESPERA_SERVICE_WORKER_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, desiste]);
  } finally {
    clearTimeout(timer);
  }
}

async function estadoAtual(): Promise<EstadoAvisos> {
  if (!suportaPush()) return 'indisponivel';
  if (Notification.permission === 'denied') return 'negado';
  const registro = await navigator.serviceWorker.getRegistration();
  const inscricao = await registro?.pushManager.getSubscription();
  return inscricao && Notification.permission === 'granted' ? 'ativado' : 'desativado';
}

/** "Ativar avisos": the permission, a subscription through the shell's service worker, and the driver's route. */
export function useAvisos() {
  const [estado, setEstado] = useState<EstadoAvisos>('verificando');
  const [ocupado, setOcupado] = useState(false);
  const [falha, setFalha] = useState(false);

  useEffect(() => {
    let vivo = true;
    estadoAtual().then(
      (e) => vivo && setEstado(e),
      () => vivo && setEstado('desativado'),
    );
    return () => {
      vivo = false;
    };
  }, []);

  const ativar = useCallback(async () => {
    setOcupado(true);
    setFalha(false);
    let inscricao: PushSubscription | undefined;
    try {
      const permissao = await Notification.requestPermission();
      if (permissao !== 'granted') return setEstado(permissao === 'denied' ? 'negado' : 'desativado');
      const chave = await buscarChavePublica();
      const registro = await registroDoShell();
      inscricao =
        (await registro.pushManager.getSubscription()) ??
        (await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: chaveParaBytes(chave) }));
      await inscreverAvisos(inscricao.toJSON() as PushSubscriptionInput);
      setEstado('ativado');
    } catch (err) {
      console.error('Falha ao ativar os avisos', err);
      // a subscription the server does not hold would never receive anything
      await inscricao?.unsubscribe().catch(() => false);
      setFalha(true);
    } finally {
      setOcupado(false);
    }
  }, []);

  const desativar = useCallback(async () => {
    setOcupado(true);
    try {
      await cancelarAvisos().catch((err: unknown) => console.error('Falha ao cancelar os avisos', err));
      const registro = await navigator.serviceWorker.getRegistration();
      await (await registro?.pushManager.getSubscription())?.unsubscribe();
      setEstado('desativado');
    } finally {
      setOcupado(false);
    }
  }, []);

  return { estado, ocupado, falha, ativar, desativar };
}
