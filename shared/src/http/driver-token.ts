// Where the driver's session token is kept (issue 37): its own key, so a staff session in the same browser and his
// never touch each other. The static sign-in page (shell/src/motorista/entrar) writes it without the kit's app code.
export const DRIVER_TOKEN_KEY = 'motorista.token';

export function readDriverToken(): string | null {
  try {
    return window.localStorage.getItem(DRIVER_TOKEN_KEY);
  } catch {
    return null;
  }
}
