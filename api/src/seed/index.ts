import type { Db } from '../db/client';

export async function seedDemo(_db: Db): Promise<boolean> {
  return false;
}
