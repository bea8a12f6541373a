import { createElement, lazy, Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * A dialog or sheet whose code (Chakra's dialog machine, focus trap, scroll lock: ~8 KB gzip) is fetched when it
 * first opens, so no list's first visit carries it (issue 32). Once opened it stays rendered, so closing animates
 * and what it holds keeps its state. `open` left out counts as open (the Sheet's default). Until then it renders
 * `closed` (nothing unless given); while its code loads, nothing, so what it holds mounts once, in the panel.
 */
export function loadOnFirstOpen<P extends { open?: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  closed: (props: P) => ReactNode = () => null,
): (props: P) => ReactElement | null {
  const Panel = lazy(load);
  return function OnFirstOpen(props: P) {
    const isOpen = props.open !== false;
    const [opened, setOpened] = useState(isOpen);
    if (isOpen && !opened) setOpened(true);
    return opened ? <Suspense fallback={null}>{createElement(Panel, props)}</Suspense> : <>{closed(props)}</>;
  };
}
