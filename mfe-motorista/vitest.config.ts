import { screenTestConfig } from '../shared/vitest-screens';

export default screenTestConfig('mfe-motorista');
