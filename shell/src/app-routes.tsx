import { lazy, Suspense, type ReactNode } from 'react';
import { Loading, Route, Routes } from '@frota/shared/base';
import { RequireAuth } from './auth/require-auth';
import { useRemoteScreens } from './remotes/remote-screens';

// /login is a static page (src/login): the layout, the dashboard and what they use arrive in one chunk after the kit's base
const signedIn = () => import('./signed-in');
const AppLayout = lazy(() => signedIn().then((m) => ({ default: m.AppLayout })));
const DashboardPage = lazy(() => signedIn().then((m) => ({ default: m.DashboardPage })));
const NotFoundPage = lazy(() => signedIn().then((m) => ({ default: m.NotFoundPage })));
const RemoteRoute = lazy(() => signedIn().then((m) => ({ default: m.RemoteRoute })));
// the shell's own screens with forms load the full kit: each is a chunk of its own, fetched when opened
const AlterarSenhaPage = lazy(() => import('./conta/alterar-senha-page').then((m) => ({ default: m.AlterarSenhaPage })));
const UsuariosPage = lazy(() => import('./usuarios/usuarios-page').then((m) => ({ default: m.UsuariosPage })));
const AuditoriaPage = lazy(() => import('./auditoria/auditoria-page').then((m) => ({ default: m.AuditoriaPage })));
const SobrePage = lazy(() => import('./sobre/sobre-page').then((m) => ({ default: m.SobrePage })));
const EmpresaPage = lazy(() => import('./empresa/empresa-page').then((m) => ({ default: m.EmpresaPage })));
const ReleasesPage = lazy(() => import('./releases/releases-page').then((m) => ({ default: m.ReleasesPage })));

function WithLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export function AppRoutes() {
  // the active releases' screens (/config.json): a release that adds one needs no shell build
  const { routes } = useRemoteScreens();
  return (
    <Routes>
      <Route
        element={
          <WithLoading>
            <AppLayout />
          </WithLoading>
        }
      >
        <Route
          index
          element={
            <RequireAuth>
              <WithLoading>
                <DashboardPage />
              </WithLoading>
            </RequireAuth>
          }
        />
        {(
          [
            ['/alterar-senha', <AlterarSenhaPage key="senha" />],
            ['/usuarios', <UsuariosPage key="usuarios" />],
            ['/auditoria', <AuditoriaPage key="auditoria" />],
            ['/sobre', <SobrePage key="sobre" />],
            ['/releases', <ReleasesPage key="releases" />],
            ['/empresa', <EmpresaPage key="empresa" />],
          ] as const
        ).map(([path, page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth>
                <WithLoading>{page}</WithLoading>
              </RequireAuth>
            }
          />
        ))}
        {routes.map(({ path, remote, expose, roles }) => (
          <Route
            key={path}
            path={path}
            element={
              <WithLoading>
                <RemoteRoute remote={remote} expose={expose} roles={roles} />
              </WithLoading>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <WithLoading>
              <NotFoundPage />
            </WithLoading>
          }
        />
      </Route>
    </Routes>
  );
}
