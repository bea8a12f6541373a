import { test as base } from '@playwright/test';
import { serverUrl } from '../servers';

export * from '@playwright/test';

/**
 * Each worker drives a server of its own (playwright.config.ts starts one per worker, each on its own data folder),
 * so specs running side by side never see each other's rows, logins or throttling.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first argument
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});
