import { registerServiceWorker } from '../../pwa/register-service-worker';
import { setUpEntrar } from './entrar-form';

setUpEntrar(document, { fetch: window.fetch.bind(window), open: (path) => window.location.replace(path) });
// installs the app's files while he types, so his Saldo after Entrar comes from the cache; it also receives his Avisos
registerServiceWorker();
