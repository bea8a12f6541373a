// In the shell's build, @module-federation/webpack-bundler-runtime's own initContainerEntry takes this module's
// place (rsbuild-mf-esm.ts' initContainerEntryInShell). The shell exposes nothing, so its bundler runtime leaves
// that function out; the shell takes it anyway to hand it to the remotes (provide-bundler-runtime.ts), ~0.4 KB gzip
// less in every remote entry (issue 17).
export function initContainerEntry(): never {
  throw new Error('initContainerEntry: só o build do shell o tem (rsbuild-mf-esm.ts).');
}
