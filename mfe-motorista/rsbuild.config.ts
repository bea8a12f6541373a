import { remoteConfig } from '../shared/rsbuild-remote';
import pkg from './package.json';
import screens from './src/screens';

export default remoteConfig(screens, pkg);
