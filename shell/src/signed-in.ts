// What the routes behind the sign-in render, in one chunk loaded after /login (see app-routes.tsx).
export { AppLayout } from './layout/app-layout';
export { DashboardPage } from './dashboard/dashboard-page';
export { NotFoundPage } from './pages/not-found-page';
export { RemoteRoute } from './remotes/remote-route';
