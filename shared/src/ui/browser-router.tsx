import type { ReactNode } from 'react';
import { BrowserRouter as RouterBrowserRouter } from 'react-router-dom';

/**
 * React Router's BrowserRouter, with navigation committed at once rather than in a React transition. In a
 * transition a list stays mounted while the next route renders, so its pending search still runs and pulls the
 * user back (e2e contratos: "still pending"), and two URL filters set in a row each start from a stale URL
 * (e2e pagamentos: "on a slow phone").
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <RouterBrowserRouter useTransitions={false}>{children}</RouterBrowserRouter>;
}
