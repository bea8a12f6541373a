import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '../../http';
import type { StandaloneSection } from './standalone-app';

/**
 * Standalone entry of a remote: the dev server proxies /api to the API on 127.0.0.1:3001. Its frame (menu, dev
 * sign-in) is a chunk of the kit's own, so the kit that the shell loads for the remotes does not carry it (issue 17).
 */
export function renderStandalone(name: string, sections: StandaloneSection[]): void {
  configureHttp({ apiBaseUrl: '/api' });
  void import('./standalone-app').then(({ StandaloneApp }) => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <StandaloneApp name={name} sections={sections} />
      </StrictMode>,
    );
  });
}
