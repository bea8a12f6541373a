import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { Column } from './types';

/** The columns that fold, in the order they leave: the highest `priority` number first, the later column first on a tie. */
export function foldOrder<Row>(columns: Column<Row>[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.priority !== undefined)
    .sort((a, b) => b.column.priority! - a.column.priority! || b.index - a.index)
    .map(({ column }) => column.key);
}

/**
 * The columns a table shows in its box: while it is wider than the box, the next column of `foldOrder` leaves, one per
 * layout, before the browser paints. A new page of rows or a resized box starts again from every column. The status,
 * the record's name and the actions have no priority and never fold, so a row's actions are always in view.
 */
export function useFitColumns<Row>(box: RefObject<HTMLElement | null>, columns: Column<Row>[], rows: unknown): Column<Row>[] {
  const order = useMemo(() => foldOrder(columns), [columns]);
  const [fit, setFit] = useState({ rows, width: 0, folded: 0 });
  const folded = fit.rows === rows ? fit.folded : 0;
  // the box may come after this hook: a phone's cards give way to the table when the window widens. After every
  // commit, then: a ref's element is no dependency React sees, and it settles on the second run.
  const [element, setElement] = useState<HTMLElement | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (box.current !== element) setElement(box.current);
  });

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      // the first call only reads the width the columns were fitted to
      setFit((was) => (was.width === width ? was : { rows: was.rows, width, folded: was.width === 0 ? was.folded : 0 }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  useLayoutEffect(() => {
    if (element && folded < order.length && element.scrollWidth > element.clientWidth + 1) setFit({ rows, width: fit.width, folded: folded + 1 });
  }, [element, rows, folded, fit.width, order.length]);

  const hidden = new Set(order.slice(0, folded));
  return hidden.size === 0 ? columns : columns.filter((column) => !hidden.has(column.key));
}
