// Types of build-stamp.mjs for the TypeScript that imports it (the shell's build reads its source hash, issue 19).

export interface App {
  name: string;
  dir: string;
  marker: string;
}

export const APPS: readonly App[];
export const STAMP: string;
export function sourceHash(root: string, app: App): string;
export function withHashes(root: string, apps?: readonly App[]): (App & { hash: string })[];
export function staleApps(root: string, apps?: readonly App[]): (App & { hash: string })[];
export function writeStamp(root: string, app: App, hash: string): void;
