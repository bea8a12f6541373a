// `pnpm build`: build the front ends, leave brotli and gzip copies of their files, and stamp each dist with the
// hash of its sources so `pnpm start` knows it is current. `node scripts/build.mjs --stale` builds only stale ones.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleApps, withHashes, writeStamp } from './build-stamp.mjs';
import { compressDist } from './compress-dist.mjs';
import { run } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the given apps (hash taken before, so an edit made during the build still counts as a change). */
export async function buildApps(apps) {
  if (apps.length === 0) return 0;
  const code = await run(['-r', ...apps.flatMap((app) => ['--filter', app.name]), 'build'], { cwd: root });
  if (code !== 0) return code;
  for (const app of apps) {
    await compressDist(join(root, app.dir, 'dist'));
    writeStamp(root, app, app.hash);
  }
  return 0;
}

/** The apps not built yet or built from sources that have changed since. */
export const appsToBuild = () => staleApps(root);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apps = process.argv.includes('--stale') ? appsToBuild() : withHashes(root);
  process.exit(await buildApps(apps));
}
