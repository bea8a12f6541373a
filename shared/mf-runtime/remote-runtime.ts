// In a remote's build, stands in for @module-federation/runtime where its bundler runtime takes it: that only calls
// `init`, and this is the package's init (a remote's instance, made with the shell's runtime-core, the external one)
// without the rest of the package, whose module-wide instance only an app that loads remotes itself needs.

interface InitOptions {
  id?: string;
  name: string;
  version?: string;
}

interface Instance {
  options: InitOptions;
  initOptions(options: InitOptions): void;
}

type Federation = new (options: InitOptions) => Instance;

interface RuntimeCore {
  ModuleFederation: Federation;
  getGlobalFederationConstructor(): Federation | undefined;
  setGlobalFederationInstance(instance: Instance): void;
}

// defined by the Module Federation plugin in every build: the build's id, which names its instance
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const scope = globalThis as unknown as { _FEDERATION_RUNTIME_CORE: RuntimeCore; __FEDERATION__: { __INSTANCES__: Instance[] } };

export function init(options: InitOptions): Instance {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'undefined' ? '' : FEDERATION_BUILD_IDENTIFIER;
  const { name, version } = options;
  const known = scope.__FEDERATION__.__INSTANCES__.find(
    ({ options: o }) => (buildId && o.id === buildId) || (o.name === name && (version ? o.version === version : !o.version)),
  );
  // as the package does: an instance without an id of its own is found by name and version
  const normalized = { ...options, id: options.id || '' };
  if (known) {
    known.initOptions(normalized);
    return known;
  }
  const core = scope._FEDERATION_RUNTIME_CORE;
  const Constructor = core.getGlobalFederationConstructor() ?? core.ModuleFederation;
  const instance = new Constructor(normalized);
  core.setGlobalFederationInstance(instance);
  return instance;
}
