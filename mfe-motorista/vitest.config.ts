import { mergeConfig } from 'vitest/config';
import { driverHttpClientAlias } from '../shared/driver-http';
import { screenTestConfig } from '../shared/vitest-screens';

// his pages as they are built: the kit's http client is the driver's (shared/driver-http.ts)
export default mergeConfig(screenTestConfig('mfe-motorista'), { resolve: { alias: [driverHttpClientAlias] } });
