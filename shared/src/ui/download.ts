/** Saves a file the browser holds (a CSV the API answered, a statement made on screen) under `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([content], { type }));
}
