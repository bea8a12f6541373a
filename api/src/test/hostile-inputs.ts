import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi';

// Generators of malformed and hostile request parts for the fuzz test.

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE veiculos; --",
  '1; SELECT pg_sleep(10)',
  '1 UNION SELECT password_hash FROM users',
  "admin'--",
  '$$; delete from users; $$',
  '%',
  '_',
  '\\',
  "E'\\\\x00'",
];

const STRANGE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFx',
  '\u202Egnp.exe',
  '\u200B\u200B',
  '\uFEFF',
  '𝕏𝕐',
  'Ação São João çÇ ñ',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '%00%2e%2e',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  'ABC1234',
  'ABC1D23',
  '529.982.247-25',
];

const BAD_DATES = [
  '2025-02-30',
  '2025-13-01',
  '2025-00-10',
  '0000-00-00',
  '1899-12-31',
  '2201-01-01',
  '9999-12-31',
  '2025-1-1',
  '01/02/2025',
  '2025-02-28T25:61:00Z',
  '2025-02-28T10:00:00',
  '2025-02-28T10:00:00+99:99',
  '-001000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  'hoje',
  '2025-02-28 10:00',
];

const NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  0.001,
  1e-7,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  99999999999.99,
  9999999999.995,
  1.005,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

const text = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL, ...STRANGE, ...BAD_DATES), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(256, 2_001, 10_000, 300_000).map((n) => 'ç'.repeat(n)), weight: 1 },
);

/** Any hostile JSON value: text, numbers past every limit, wrong types, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: text, weight: 6 },
  { arbitrary: fc.constantFrom(...NUMBERS), weight: 3 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 2 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.constantFrom([], {}, [null], { $gt: '' }, { id: 1 }, [1, 2, 3]), weight: 1 },
);

/** A hostile query or path value, as the text a URL carries. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: text, weight: 5 },
  { arbitrary: fc.constantFrom(...NUMBERS).map(String), weight: 3 },
  { arbitrary: fc.integer({ min: -10, max: 3_000_000_000 }).map(String), weight: 2 },
  { arbitrary: fc.constantFrom('1e3', ' 1 ', '1,5', '01', '+1', '1/2', '../1', '1?x=2', '1#a'), weight: 1 },
);

const VALID_DAY = fc.date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** A value the parameter's documented schema accepts (so requests also get past validation). */
function plausible(param: Parameter): fc.Arbitrary<string> {
  const s: JsonSchema = param.schema;
  if (s.enum) return fc.constantFrom(...s.enum.map(String));
  if (s.type === 'integer' || s.type === 'number') {
    const min = Math.ceil(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0));
    return fc.integer({ min, max: Math.min(s.maximum ?? 1000, min + 50) }).map(String);
  }
  if (['de', 'ate', 'data'].includes(param.name)) return VALID_DAY;
  return fc.string({ maxLength: Math.min(s.maxLength ?? 20, 20) });
}

export function queryArbitrary(op: Operation): fc.Arbitrary<Record<string, string>> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const entries = params.map((p) =>
    fc.option(fc.tuple(fc.constant(p.name), fc.oneof({ arbitrary: plausible(p), weight: 2 }, { arbitrary: hostileText, weight: 1 })), { freq: 2 }),
  );
  const unknown = fc.option(fc.tuple(fc.constantFrom('id', 'password_hash', '__proto__', 'limit', 'where', 'sort[]', 'q[$ne]'), hostileText), { freq: 4 });
  return fc.tuple(...entries, unknown).map((pairs) => Object.fromEntries(pairs.filter((p): p is [string, string] => p !== null)));
}

/** Raw bodies that are not a JSON object of the right shape at all. */
export const junkBody: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom('', '{', '{"a":', 'nul', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\u0000', '[', '"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
  fc.constantFrom(1_000, 20_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.constantFrom(1_000, 20_000).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** A valid body with one to three fields replaced by hostile values, removed, or joined by unknown ones. */
export function nearValidBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const change = fc.record({
    field: fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, { arbitrary: fc.constantFrom('id', 'created_at', 'extra', '__proto__'), weight: 1 }),
    remove: fc.boolean(),
    value: hostileValue,
  });
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Record<string, unknown> = { ...valid };
    for (const { field, remove, value } of changes) {
      if (remove) delete body[field];
      else Object.defineProperty(body, field, { value, enumerable: true, writable: true, configurable: true });
    }
    return body;
  });
}

/** An object built from the documented body schema with a hostile value in each field. */
export function schemaShapedBody(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 });
  return fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] });
}
