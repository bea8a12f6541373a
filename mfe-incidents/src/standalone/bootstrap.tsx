import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@frota/shared';
import { StandaloneApp } from './standalone-app';

// the dev server proxies /api to the API on 127.0.0.1:3001
configureHttp({ apiBaseUrl: '/api' });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
