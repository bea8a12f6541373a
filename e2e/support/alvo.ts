import type { Locator } from '@playwright/test';

/** A box's height to the hundredth of a pixel: layout in fractions of a rem gives 43.99997 for a 44 px target. */
export async function altura(alvo: Locator): Promise<number> {
  return Math.round((await alvo.boundingBox())!.height * 100) / 100;
}

/** Whether two boxes stand clear of each other (a toast and a sheet's title), read until the toast has slid in. */
export async function separados(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y;
}
