// The driver's page (issue 37) is built with the driver's http client (src/http/driver-axios-client.ts) in place of
// the staff's (src/http/axios-client.ts): his session on every request, and a 401 that ends it instead of opening
// /login. The staff's app never carries his code, and his page never sends the staff's session.
import { fileURLToPath } from 'node:url';
import { rspack, type Rspack } from '@rsbuild/core';

const STAFF_CLIENT = /[\\/]shared[\\/]src[\\/]http[\\/]axios-client\.ts$/;
const DRIVER_CLIENT = fileURLToPath(new URL('./src/http/driver-axios-client.ts', import.meta.url));

/** In the builds of the driver's page (the shell's driver environment, the motorista remote). */
export function driverHttpClient(): Rspack.RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(STAFF_CLIENT, DRIVER_CLIENT);
}

/** The same in a vitest project: the kit's client.ts imports './axios-client'. */
export const driverHttpClientAlias = { find: /^\.\/axios-client$/, replacement: DRIVER_CLIENT };
