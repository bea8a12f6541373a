import { screenTestConfig } from './vitest-screens';

export default screenTestConfig('shared');
