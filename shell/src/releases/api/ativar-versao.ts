import { defineOperation, http, useOperation, type OperationCallbacks, type RemoteName, type RemoteReleases } from '@frota/shared';
import { mostrarRelease, releasesKeys } from './releases';

export interface AtivarVersao {
  remote: RemoteName;
  versao: string;
  /** activates a release whose kit range this app does not meet, which the API otherwise refuses (409) */
  forcar: boolean;
}

/** POST /releases/{remote}/ativar */
export async function ativarVersao({ remote, versao, forcar }: AtivarVersao): Promise<RemoteReleases> {
  return (await http.post<RemoteReleases>(`/releases/${remote}/ativar`, forcar ? { versao, forcar: true } : { versao })).data;
}

export const ativarVersaoOperation = defineOperation({ request: ativarVersao, invalidates: [releasesKeys.all], showAnswer: mostrarRelease });

export function useAtivarVersao(callbacks: OperationCallbacks<AtivarVersao, RemoteReleases>) {
  return useOperation(ativarVersaoOperation, callbacks);
}
