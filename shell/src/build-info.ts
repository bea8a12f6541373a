// Replaced at build time (rsbuild.config.ts and vitest.config.ts define them from build-info.ts beside them).
declare const __FROTA_KIT_VERSION__: string;
declare const __FROTA_SHELL_VERSION__: string;
declare const __FROTA_SHELL_HASH__: string;

/** The @frota/shared version this shell was built with: what a remote's declared range must admit (issue 19). */
export const KIT_VERSION: string = __FROTA_KIT_VERSION__;
export const SHELL_VERSION: string = __FROTA_SHELL_VERSION__;
/** The first 7 hex digits of the hash of the shell's sources. */
export const SHELL_HASH: string = __FROTA_SHELL_HASH__;
