import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, FrotaProvider, Loading, Route, Routes, useNavigate, type RuntimeConfig } from '@frota/shared/base';
import { RemoteComponentsProvider } from '../remotes/remote-components';
import { createRemoteLoader } from '../remotes/remote-loader';
import { RemoteModule } from '../remotes/remote-route';
import { RemoteScreensProvider, useRemoteScreens } from '../remotes/remote-screens';
import { DriverLayout } from './driver-layout';
import { DRIVER_ROOT, SALDO_PATH } from './driver-page';

function WithLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

function ToSaldo() {
  const navigate = useNavigate();
  useEffect(() => void navigate(SALDO_PATH, { replace: true }), [navigate]);
  return null;
}

/** /motorista/*: the motorista remote's screens in the driver's layout; any other path under it opens his Saldo. */
export function DriverRoutes() {
  const { routes } = useRemoteScreens();
  return (
    <Routes>
      <Route path={DRIVER_ROOT} element={<DriverLayout />}>
        {routes.map(({ path, remote, expose }) => {
          const element = (
            <WithLoading>
              <RemoteModule remote={remote} expose={expose} />
            </WithLoading>
          );
          const below = path.slice(DRIVER_ROOT.length + 1);
          return below ? <Route key={path} path={below} element={element} /> : <Route key={path} index element={element} />;
        })}
        <Route path="*" element={<ToSaldo />} />
      </Route>
    </Routes>
  );
}

/** The driver's page: its screens are the active motorista release's (/config.json), as the staff's are theirs. */
export function DriverApp({ config }: { config: RuntimeConfig }) {
  const load = useMemo(() => createRemoteLoader(config.remotes, undefined, { releases: config.releases }), [config.remotes, config.releases]);
  const declarations = useMemo(() => config.declarations.filter((d) => d.remote === 'motorista'), [config.declarations]);
  return (
    <FrotaProvider>
      <BrowserRouter>
        <RemoteScreensProvider declarations={declarations}>
          <RemoteComponentsProvider load={load}>
            <DriverRoutes />
          </RemoteComponentsProvider>
        </RemoteScreensProvider>
      </BrowserRouter>
    </FrotaProvider>
  );
}
