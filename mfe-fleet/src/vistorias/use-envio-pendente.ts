import { useCallback, useEffect, useState } from 'react';
import { userMessage, useOnline } from '@frota/shared';
import { enviar } from './envio';
import { guardar, todos } from './rascunho';

let enviando: Promise<void> | null = null;

/** Every concluded draft on the phone, sent one after another; one sending at a time, whoever asks. */
function enviarPendentes(aoEnviar: (contratoId: number, id: number) => void): Promise<void> {
  enviando ??= (async () => {
    for (const r of (await todos()).filter((x) => x.estado === 'enviando')) {
      try {
        aoEnviar(r.contrato_id, await enviar(r));
      } catch (error) {
        await guardar({ ...r, erro: userMessage(error, 'não foi possível enviar; o Frota tenta de novo quando a conexão voltar.') });
      }
    }
  })().finally(() => {
    enviando = null;
  });
  return enviando;
}

/**
 * What is waiting on this phone, sent when the connection is there (now, and again when it returns); `enviadas` maps
 * a contract to the vistoria the server made of its draft.
 */
export function useEnvioPendente() {
  const online = useOnline();
  const [enviadas, setEnviadas] = useState<Record<number, number>>({});
  const tentar = useCallback(() => enviarPendentes((contratoId, id) => setEnviadas((e) => ({ ...e, [contratoId]: id }))), []);
  useEffect(() => {
    if (online) void tentar();
  }, [online, tentar]);
  return { enviadas, tentar };
}
