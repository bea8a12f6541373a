import { registerServiceWorker } from '../pwa/register-service-worker';
import { setUpLoginForm } from './login-form';

setUpLoginForm(document, { fetch: window.fetch.bind(window), open: (path) => window.location.replace(path) });
// installs the app's files while the user types, so the first page after Entrar comes from the cache
registerServiceWorker();
