// semver ships no types and @types/semver is not in the store: the one function the registry uses
declare module 'semver' {
  export function satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
}
