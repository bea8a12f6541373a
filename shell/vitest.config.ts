import { mergeConfig } from 'vitest/config';
import { screenTestConfig } from '../shared/vitest-screens';
import { buildDefines, serviceWorkerDefine } from './build-info';

export default mergeConfig(screenTestConfig('shell', { isolate: true }), { define: { ...buildDefines(), ...serviceWorkerDefine('staff') } });
