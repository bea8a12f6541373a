import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toaster } from '../ui/notify';
import { signedInAs } from './signed-in-as';

// The setup of every screen test project (the kit's, the shell's, each remote's): vitest runs without
// globals, so Testing Library cannot register its own cleanup.

// findBy*/waitFor wait up to 10 s instead of 1 s: the screens fetch from a loopback server, and with another job
// keeping both cores busy a lazy screen and its fetch took over 5 s (a passing wait ends as soon as it holds)
configure({ asyncUtilTimeout: 10_000 });

// the app loads the toast view on its first toast, and the form on the first create or edit; tests load them
// up front, so that transforming them does not eat into a test's fake clock
await Promise.all([import('../ui/toast-view'), import('../ui/resource-form/resource-form')]);

// screens show what the role may do (issue 18): each test starts as an administrador, who sees everything
beforeEach(() => signedInAs('administrador'));

afterEach(() => {
  cleanup();
  // a worker's test files share its modules and globals: a test that left fake timers on would stall React's
  // scheduler in every later file of the worker
  vi.useRealTimers();
  // the toaster is the kit's singleton: one test's toasts must not queue behind another's
  toaster.remove();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// jsdom lacks these browser APIs that Chakra/Ark use for layout and media queries
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
