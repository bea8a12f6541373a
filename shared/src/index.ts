// @frota/shared — the platform kit, a Module Federation singleton: the apps reach Chakra, the router,
// TanStack Query and the HTTP client only through here, so each loads once.
import './zod-sem-eval';
export * from './domain';
export * from './http';
export * from './data';
export * from './ui';

export {
  BrowserRouter,
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
