import type { Config } from './config';
import type { Database } from './db/client';
import { appSettings } from './db/schema';
import { eq } from 'drizzle-orm';
import { createUser, countUsers, findUserByEmail, temporaryPassword } from './auth/users';
import { newPasswordProblem } from './auth/password-strength';
import { verifyPassword } from './auth/password';
import { seedDemo } from './seed';

export interface StartupReport {
  adminCreated: boolean;
  /** the documented demo login works on this database */
  demoLogin: boolean;
  seeded: boolean;
  /** the first admin's temporary password, when this start made one: printed once, never stored in clear */
  temporaryPassword?: string;
}

const INITIALIZED_KEY = 'initialized_at';

/**
 * Brings the database to a usable state: migrations, the first admin when there is no user,
 * and the demo data on the very first start of an embedded database.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  steps: { migrate?: boolean; admin?: boolean; seed?: boolean } = {},
): Promise<StartupReport> {
  const { migrate = true, admin = true, seed = true } = steps;
  // two instances starting on one empty PostgreSQL: the second waits here, then finds it migrated and seeded
  // checked before anything is written: a weak ADMIN_PASSWORD stops the start with the reason
  if (admin && !config.demoAdmin) {
    const fraca = await newPasswordProblem(config.adminPassword, config.adminEmail);
    if (fraca) throw new Error(`ADMIN_PASSWORD: ${fraca}`);
  }
  const { seeded, adminCreated, temporary } = await database.exclusive(async (locked) => {
    if (migrate) await locked.migrate();
    const { db } = locked;
    const [initialized] = await db.select().from(appSettings).where(eq(appSettings.key, INITIALIZED_KEY)).limit(1);
    let seeded = false;
    if (!initialized) {
      // only the first start seeds, so deleting every demo row and restarting does not bring them back
      seeded = seed && config.seedDemo && database.driver === 'pglite' ? await seedDemo(db) : false;
      await db.insert(appSettings).values({ key: INITIALIZED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
    }
    let adminCreated = false;
    let temporary: string | undefined;
    if (admin && (await countUsers(db)) === 0) {
      // the demo login is for trying the app on the embedded database; a PostgreSQL deployment is a real one, so
      // its first admin gets a random password that must be changed at the first sign-in
      if (config.demoAdmin && database.driver !== 'pglite') temporary = temporaryPassword();
      await createUser(db, { email: config.adminEmail, password: temporary ?? config.adminPassword, trocarSenha: temporary !== undefined });
      adminCreated = true;
    }
    return { seeded, adminCreated, temporary };
  });
  const { db } = database;

  let demoLogin = false;
  if (config.demoAdmin && !temporary) {
    const user = adminCreated ? null : await findUserByEmail(db, config.adminEmail);
    demoLogin = adminCreated || (user !== null && (await verifyPassword(config.adminPassword, user.password_hash)));
  }
  return { adminCreated, demoLogin, seeded, ...(temporary ? { temporaryPassword: temporary } : {}) };
}
