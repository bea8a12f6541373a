import { describe, expect, it } from 'vitest';
import { idadeEm } from './idade';

describe('idadeEm', () => {
  it('counts one more year on the birthday, not the day before', () => {
    expect(idadeEm('2008-11-28', '2026-11-27')).toBe(17);
    expect(idadeEm('2008-11-28', '2026-11-28')).toBe(18);
    expect(idadeEm('2008-12-31', '2026-01-01')).toBe(17);
    expect(idadeEm('2008-01-01', '2026-12-31')).toBe(18);
  });

  it('born on 29/02: the birthday of a common year is 01/03', () => {
    expect(idadeEm('2008-02-29', '2026-02-28')).toBe(17);
    expect(idadeEm('2008-02-29', '2026-03-01')).toBe(18);
    expect(idadeEm('2012-02-29', '2030-02-28')).toBe(17);
    expect(idadeEm('2012-02-29', '2030-03-01')).toBe(18);
    // in a leap year the birthday is 29/02 itself
    expect(idadeEm('2008-02-29', '2028-02-28')).toBe(19);
    expect(idadeEm('2008-02-29', '2028-02-29')).toBe(20);
  });
});
