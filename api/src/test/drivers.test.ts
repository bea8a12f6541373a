import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ON_BOTH_DRIVERS } from '../../vitest.shared';

// What api-pg runs is a list (vitest.shared.ts): it must not lose a test that can differ between the drivers.

const API = path.resolve(import.meta.dirname, '../..');
const TEST_FILES = readdirSync(path.join(API, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .sort();

// this file names the markers it looks for
const THIS_FILE = path.relative(API, import.meta.filename).split(path.sep).join('/');

const onBoth = (file: string) => Object.keys(ON_BOTH_DRIVERS).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

// a test that asks which driver it runs on, locks, notifies, meets a deadlock or runs requests side by side
const DRIVER_SPECIFIC = [
  /=== 'postgres'/,
  /database\.driver/,
  /pg_notify|pg_advisory|\bfor update\b|\bskip locked\b|\bnowait\b/i,
  /deadlock|40P01|40001/i,
  /Promise\.all(Settled)?\(/,
];

describe('the tests api-pg runs (ON_BOTH_DRIVERS)', () => {
  it('each entry names test files that exist', () => {
    const empty = Object.keys(ON_BOTH_DRIVERS).filter((entry) => !TEST_FILES.some((file) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry)));
    expect(empty, 'renamed or moved? update ON_BOTH_DRIVERS in api/vitest.shared.ts').toEqual([]);
  });

  it('include every test file that can differ between the drivers', () => {
    const left = TEST_FILES.filter((file) => file !== THIS_FILE && !onBoth(file) && DRIVER_SPECIFIC.some((marker) => marker.test(code(file))));
    expect(left, 'add them to ON_BOTH_DRIVERS in api/vitest.shared.ts, with why').toEqual([]);
  });
});

function code(file: string): string {
  const text = readFileSync(path.join(API, file), 'utf8');
  // from a block skipped on PostgreSQL to the end of the file (where such blocks sit), the embedded database's own
  const embeddedOnly = text.indexOf("FROTA_TEST_DRIVER !== 'postgres'");
  return embeddedOnly >= 0 ? text.slice(0, embeddedOnly) : text;
}
