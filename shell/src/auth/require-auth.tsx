import type { ReactNode } from 'react';
import { Navigate, tokenStore, useLocation } from '@frota/shared/base';

/** SPEC §2/§6: only / is guarded; without a token it goes to /login and keeps where the user was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!tokenStore.get()) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
