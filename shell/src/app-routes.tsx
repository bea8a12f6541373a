import { Route, Routes } from '@frota/shared';
import { LoginPage } from './auth/login-page';
import { RequireAuth } from './auth/require-auth';
import { DashboardPage } from './dashboard/dashboard-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
import { REMOTE_ROUTES } from './remotes/route-table';
import { RemoteRoute } from './remotes/remote-route';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        {REMOTE_ROUTES.map(({ path, remote, expose }) => (
          <Route key={path} path={path} element={<RemoteRoute remote={remote} expose={expose} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
