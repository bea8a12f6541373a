// What /motorista/* renders, in one chunk loaded only there (see app-routes.tsx).
export { DriverLayout } from './driver-layout';
export { RemoteModule } from '../remotes/remote-route';
