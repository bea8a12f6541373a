// A loader for the module Module Federation's rspack plugin writes into every build (the "default runtime": it
// wires the bundler runtime into __webpack_require__ with the build's remotes, shared modules and exposes). Its
// code is the same in every build; only the constants before it differ (issue 17: ~1.3 KB gzip per remote entry).
// - role 'provide' (the shell): the code becomes a function, published on globalThis and called for the shell.
// - role 'use' (a remote's build): the code is left out and the shell's function is called with this build's
//   __webpack_require__ and constants. The same contract as the bundler runtime the shell provides
//   (provide-bundler-runtime.ts): the shell loads first.
// The function is rspack's own code, taken from each build's module, so an upgrade of @rspack/core carries it.
'use strict';

const GLOBAL = '_FROTA_FEDERATION_SETUP';
const START = 'const runtimeRequire=__webpack_require__;';
const CONSTANTS = [
  '__module_federation_bundler_runtime__',
  '__module_federation_runtime_plugins__',
  '__module_federation_remote_infos__',
  '__module_federation_container_name__',
  '__module_federation_share_strategy__',
  '__module_federation_share_fallbacks__',
  '__module_federation_library_type__',
];

/** @this {{ getOptions(): { role: 'provide' | 'use' } }} */
module.exports = function federationSetupLoader(source) {
  // only the module the plugin writes (matched by its name, @module-federation/runtime/rspack.js)
  if (!source.includes('__module_federation_container_name__')) return source;
  const at = source.indexOf(START);
  const head = source.slice(0, at);
  const missing = CONSTANTS.filter((name) => !new RegExp(`(import|const) ${name}\\b`).test(head));
  if (at < 0 || missing.length > 0) {
    throw new Error(`federation-setup-loader: o runtime padrão de Module Federation mudou de forma (${at < 0 ? START : missing.join(', ')}).`);
  }
  const body = source.slice(at + START.length);
  const args = CONSTANTS.join(', ');
  const { role } = this.getOptions();
  if (role === 'provide') {
    return `${head}function frotaFederationSetup(runtimeRequire, ${args}) {${body}\n}\nglobalThis.${GLOBAL} = frotaFederationSetup;\nfrotaFederationSetup(__webpack_require__, ${args});\n`;
  }
  return `${head}const frotaFederationSetup = globalThis.${GLOBAL};\nif (!frotaFederationSetup) throw new Error('O runtime de Module Federation do shell precisa carregar antes deste remoto.');\nfrotaFederationSetup(__webpack_require__, ${args});\n`;
};
