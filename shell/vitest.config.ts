import { screenTestConfig } from '../shared/vitest-screens';

export default screenTestConfig('shell', { isolate: true });
