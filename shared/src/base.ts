// @frota/shared/base — the part of the kit the sign-in page needs: React Router, TanStack Query, the Chakra
// basics with the system and provider, toasts and the HTTP client. A Module Federation singleton of its own,
// so /login loads it without the screens' code; @frota/shared re-exports all of it.
export { BrowserRouter } from './ui/browser-router';
export {
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from 'react-router-dom';
export { useQuery, useMutation, useQueryClient, keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
export * from './ui/chakra-base';
export { system } from './ui/system';
export { FrotaProvider, type FrotaProviderProps } from './ui/frota-provider';
export { notify, toaster, TOAST_DURATION_MS } from './ui/notify';
export { queryClient, createQueryClient } from './data/query-client';
export { queryKeys } from './data/query-keys';
export { useResourceQuery, type ResourceQueryOptions } from './data/resource-query';
export { Loading } from './ui/loading';
export { LoadError, type LoadErrorProps } from './ui/load-error';
export { ProximasManutencoes, type ProximasManutencoesProps } from './ui/proximas-manutencoes';
export { MSG } from './domain/messages';
export { ENTITIES, ENTITY_NAMES, endpointOf, labelOf, pathOf, type EntityName } from './domain/entities';
export * from './domain/format';
export { formatPlaca } from './domain/placa';
export * from './http';
