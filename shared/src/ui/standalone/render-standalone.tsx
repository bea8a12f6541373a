import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '../../http';
import type { DeclaredRemote } from '../../domain/screens';
import { Loading } from '../loading';
import type { StandaloneSection } from './standalone-app';

type LoadExpose = (expose: string) => Promise<{ default: ComponentType }>;

/** The declared screens as the standalone page's sections, at the paths the shell mounts them, each loaded when opened. */
export function standaloneSections(declaration: DeclaredRemote, load: LoadExpose): StandaloneSection[] {
  return declaration.screens.map(({ expose, path, title, example, menu }) => {
    const Page = lazy(() => load(expose));
    return {
      label: menu?.label ?? title ?? expose,
      path: path.replace(/\/\*$/, ''),
      ...(example && example !== path ? { link: example } : {}),
      element: (
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      ),
    };
  });
}

/**
 * Standalone entry of a remote: the dev server proxies /api to the API on 127.0.0.1:3001. Its frame (menu, dev
 * sign-in) is a chunk of the kit's own, so the kit that the shell loads for the remotes does not carry it (issue 17).
 */
export function renderStandalone(name: string, declaration: DeclaredRemote, load: LoadExpose): void {
  configureHttp({ apiBaseUrl: '/api' });
  void import('./standalone-app').then(({ StandaloneApp }) => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <StandaloneApp name={name} sections={standaloneSections(declaration, load)} />
      </StrictMode>,
    );
  });
}
