import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** `region`'s list items are as many as `items`, and each, in order, holds the texts given for it. */
export function expectListItems(region: HTMLElement, items: readonly (readonly string[])[]) {
  const found = within(region).getAllByRole('listitem');
  expect(found).toHaveLength(items.length);
  items.forEach((texts, i) => {
    for (const text of texts) expect(found[i]).toHaveTextContent(text);
  });
}
