import { http, queryKeys, type RemoteName, type RemoteReleases } from '@frota/shared';

export const releasesKeys = queryKeys('releases');

/** Every remote's active, previous and available releases, in the registry's order. */
export async function listarReleases(): Promise<RemoteReleases[]> {
  return (await http.get<RemoteReleases[]>('/releases')).data;
}

/** `forcar` activates a release whose kit range this app does not meet, which the API otherwise refuses (409). */
export async function ativarVersao(remote: RemoteName, versao: string, forcar = false): Promise<RemoteReleases> {
  return (await http.post<RemoteReleases>(`/releases/${remote}/ativar`, forcar ? { versao, forcar: true } : { versao })).data;
}

/** Back to the release that was active before the current one. */
export async function reverterVersao(remote: RemoteName): Promise<RemoteReleases> {
  return (await http.post<RemoteReleases>(`/releases/${remote}/reverter`, {})).data;
}
