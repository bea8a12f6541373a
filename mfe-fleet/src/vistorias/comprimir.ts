/**
 * A phone's photo made at most 1600 px on its long side before it is kept or sent (a 12 MP photo is 4–6 MB; this is a
 * few hundred KB). The library loads with the photo step only.
 */
export async function comprimir(arquivo: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(arquivo, { maxWidthOrHeight: 1600, initialQuality: 0.8, fileType: 'image/jpeg', useWebWorker: false });
}
