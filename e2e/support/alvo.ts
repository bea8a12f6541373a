import type { Locator } from '@playwright/test';

/** A box's height to the hundredth of a pixel: layout in fractions of a rem gives 43.99997 for a 44 px target. */
export async function altura(alvo: Locator): Promise<number> {
  return Math.round((await alvo.boundingBox())!.height * 100) / 100;
}
