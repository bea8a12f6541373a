// @frota/shared/base — the part of the kit the shell's first screen needs: React Router, TanStack Query, the
// Chakra basics with the system and provider, toasts and the HTTP client. A Module Federation singleton of its
// own, so the dashboard loads it without the screens' code; @frota/shared re-exports all of it.
export { BrowserRouter } from './ui/browser-router';
export {
  Routes,
  Route,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
export * from './ui/chakra-base';
export { FrotaProvider } from './ui/frota-provider';
export { notify } from './ui/notify';
export { queryKeys, derivedKeys } from './data/query-keys';
export { useMe, usePode, meKey } from './data/me';
export { awaitingFreshData, useOnline } from './data/online';
export { restoreQueryCache, forgetQueryCache } from './data/persisted-cache';
export { PAPEL_LABELS, PAPEIS, type Papel } from './domain/papeis';
export { Loading } from './ui/loading';
export { usePopover } from './ui/use-popover';
export { LoadError } from './ui/load-error';
export { PaginaNaoEncontrada, RegistroNaoEncontrado } from './ui/not-found';
export { ProximasManutencoes } from './ui/proximas-manutencoes';
export { MSG } from './domain/messages';
export { labelOf } from './domain/entities';
export { MENU_GROUPS, type MenuGroup, type MenuIcon } from './domain/menu';
export type { DeclaredRemote } from './domain/screens';
export * from './domain/format';
export { formatPlaca } from './domain/placa';
export * from './http';
