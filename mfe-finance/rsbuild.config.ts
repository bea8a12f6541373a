import { remoteConfig } from '../shared/rsbuild-remote';
import pkg from './package.json';

export default remoteConfig('finance', pkg);
