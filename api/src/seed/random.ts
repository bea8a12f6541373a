/** mulberry32: a tiny seeded PRNG, so the demo data is the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    /** integer in [min, max] */
    int,
    chance: (probability: number): boolean => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick de lista vazia');
      return items[Math.floor(next() * items.length)]!;
    },
    digits: (count: number): string => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    letters: (count: number): string => Array.from({ length: count }, () => String.fromCharCode(65 + int(0, 25))).join(''),
    /** money with cents in [min, max] */
    money: (min: number, max: number): number => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}

export type Random = ReturnType<typeof createRandom>;
