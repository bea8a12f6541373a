import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Answer, FakeApi } from './fake-api';
import type { User } from './resource-screens';

/**
 * Catches the files a screen downloads (the lists' "Exportar CSV"): jsdom has no object URLs and would
 * navigate on the anchor's click. `blobs` gets each file, `click` is the spied anchor click (restore it).
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, click };
}

/** The API's answer to `GET /api/<list>.csv`. */
export const csvAnswer = (body: string): Answer => ({ status: 200, body, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });

/**
 * Clicks "Exportar CSV" and waits for the file it saves: the queries of the requests to `path` (the list's
 * `/api/<list>.csv`), the file's text as sent (BOM kept) and the name it is saved under.
 */
export async function exportCsv(user: User, api: FakeApi, path: string): Promise<{ queries: Record<string, string>[]; text: string; fileName: string }> {
  const { blobs, click } = captureDownloads();
  try {
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    return {
      queries: api.seen.filter((r) => r.path === path).map((r) => r.query),
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer()),
      fileName: (click.mock.contexts[0] as HTMLAnchorElement).download,
    };
  } finally {
    click.mockRestore();
  }
}
