import { http, queryKeys, queryOptions, useQuery, type HttpError, type QueryClient, type RemoteReleases } from '@frota/shared';

export const releasesKeys = queryKeys('releases');

/** GET /releases: every remote's active, previous and available releases, in the registry's order. */
export async function listarReleases(): Promise<RemoteReleases[]> {
  return (await http.get<RemoteReleases[]>('/releases')).data;
}

export const releasesQuery = () => queryOptions<RemoteReleases[], HttpError>({ queryKey: releasesKeys.lists(), queryFn: listarReleases });

export function useReleases() {
  return useQuery(releasesQuery());
}

/** The remote's new state, as an activation or a rollback answers it: shown in the list at once. */
export function mostrarRelease(queryClient: QueryClient, atualizado: RemoteReleases): void {
  queryClient.setQueryData<RemoteReleases[]>(releasesKeys.lists(), (lista) => lista?.map((r) => (r.remote === atualizado.remote ? atualizado : r)));
}
