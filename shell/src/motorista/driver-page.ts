// What the driver's page and his static sign-in share: his paths and the words for a phone without his link.

export const DRIVER_ROOT = '/motorista';
/**
 * His Saldo: '/motorista/', inside his manifest's and service worker's scope (/motorista/), which '/motorista' is not;
 * the server sends '/motorista' there.
 */
export const SALDO_PATH = '/motorista/';
export const ABRA_O_LINK = 'Abra o link que a locadora enviou pelo WhatsApp.';
