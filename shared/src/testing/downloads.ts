import { vi } from 'vitest';

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
