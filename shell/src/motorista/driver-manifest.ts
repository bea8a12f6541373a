/** The driver's page installs as its own app, scoped to /motorista/ (public/motorista/manifest.webmanifest). */
export const DRIVER_MANIFEST = '/motorista/manifest.webmanifest';

/** Points the page's manifest link at the driver's while the driver's page shows; returns the undo. */
export function linkDriverManifest(): () => void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return () => {};
  const staff = link.getAttribute('href');
  link.setAttribute('href', DRIVER_MANIFEST);
  return () => {
    if (staff !== null) link.setAttribute('href', staff);
  };
}
