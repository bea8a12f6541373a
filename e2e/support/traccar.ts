import { expect, type Page } from '@playwright/test';

/** The secret the e2e servers are started with (playwright.config.ts), as Traccar would send it. */
export const TRACCAR_TOKEN = 'e2e-traccar-token';

/** A position as Traccar's forward.json sends it, POSTed with the token; answers the status. */
export async function posicaoDoTraccar(page: Page, uniqueId: string, odometroMetros: number, fixTime = new Date()): Promise<number> {
  const res = await page.request.post('/api/integracoes/traccar/posicoes', {
    headers: { 'X-Traccar-Token': TRACCAR_TOKEN },
    data: {
      position: { fixTime: fixTime.toISOString(), latitude: -23.55052, longitude: -46.633308, speed: 0, attributes: { odometer: odometroMetros, totalDistance: 1200 } },
      device: { id: 1, name: 'Traccar e2e', uniqueId, status: 'online' },
    },
  });
  expect([200, 202], await res.text()).toContain(res.status());
  return res.status();
}
