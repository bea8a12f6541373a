import { defineOperation, http, useOperation, type OperationCallbacks, type RemoteName, type RemoteReleases } from '@frota/shared';
import { mostrarRelease, releasesKeys } from './releases';

/** POST /releases/{remote}/reverter: back to the release that was active before the current one. */
export async function reverterVersao(remote: RemoteName): Promise<RemoteReleases> {
  return (await http.post<RemoteReleases>(`/releases/${remote}/reverter`, {})).data;
}

export const reverterVersaoOperation = defineOperation({ request: reverterVersao, invalidates: [releasesKeys.all], showAnswer: mostrarRelease });

export function useReverterVersao(callbacks: OperationCallbacks<RemoteName, RemoteReleases>) {
  return useOperation(reverterVersaoOperation, callbacks);
}
