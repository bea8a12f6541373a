import { expect, it } from 'vitest';

// The domain's validators and masks as tables (imported by path: the harness's index pulls in the UI kit).

/** A validator accepts each of `accepts` (null) and refuses each value under a message with that message. */
export function itValidates(
  validar: (value: string | undefined) => string | null,
  accepts: readonly string[],
  refuses: Record<string, readonly (string | undefined)[]>,
) {
  it.each(accepts)('accepts %j', (value) => expect(validar(value)).toBeNull());
  const refused = Object.entries(refuses).flatMap(([message, values]) => values.map((value) => [value, message] as const));
  it.each(refused)('refuses %j with "%s"', (value, message) => expect(validar(value)).toBe(message));
}

/** A mask (or formatter) turns each input into its output; `title` names the rule. */
export function itMasks(mask: (value: string) => string, title: string, cases: Record<string, string>) {
  it.each(Object.entries(cases))(`${title}: %j gives %j`, (typed, shown) => expect(mask(typed)).toBe(shown));
}
