import { driverHttpClient } from '../shared/driver-http';
import { remoteConfig } from '../shared/rsbuild-remote';
import pkg from './package.json';
import screens from './src/screens';

// the driver's pages talk to the API with his session (shared/driver-http.ts)
export default remoteConfig(screens, pkg, { rspackPlugins: [driverHttpClient()] });
