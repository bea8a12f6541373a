import { useEffect, type ReactNode } from 'react';
import { browserNavigation, tokenStore, useLocation } from '@frota/shared/base';
import { rememberReturnPath } from './return-path';

/** SPEC §2/§6: only / is guarded; without a token it opens /login (its own page) and keeps where the user was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const signedIn = tokenStore.get() !== null;
  useEffect(() => {
    if (signedIn) return;
    rememberReturnPath(`${pathname}${search}${hash}`);
    browserNavigation.replace('/login');
  }, [signedIn, pathname, search, hash]);
  return signedIn ? <>{children}</> : null;
}
