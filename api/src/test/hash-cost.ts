import { setHashCost } from '../auth/password';

// Setup file of both API projects, run before each test file: new password hashes are cheap (~1 ms, not ~0.3 s).
// The files that measure the real cost (password.test.ts, login-throttle.test.ts) raise it with useProductionHashCost().
export const TEST_HASH_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
setHashCost(TEST_HASH_COST);
