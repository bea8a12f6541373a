import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from './fake-api';
import { renderAt } from './render-at';

/**
 * A remote's exposes, each mounted where the shell's route table mounts it (`mounts`): every page renders its
 * h1 title, no "Em construção" placeholder left. Each screen has its own tests beside its code; `answer` is what
 * the fake API gives the pages (an empty list by default).
 */
export function describeExposes(
  remote: string,
  mounts: Record<string, ReactElement>,
  pages: readonly (readonly [path: string, title: string])[],
  answer?: FakeApi['answer'],
) {
  const api = fakeApi();
  describe(`${remote} exposes`, () => {
    it.each(pages)('%s, mounted where the shell mounts it, renders "%s"', async (path, title) => {
      if (answer) api.answer = answer;
      renderAt(path, mounts);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryByText('Em construção')).not.toBeInTheDocument();
    });
  });
}
