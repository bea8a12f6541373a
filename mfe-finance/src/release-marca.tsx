import { Text } from '@frota/shared';

declare const __RELEASE_MARCA__: string | undefined;

// set by `RELEASE_MARCA=… pnpm release finance` (shared/rsbuild-remote.ts); empty in every other build, where the
// bundler drops this component's text. Its e2e spec tells one published release from another by it.
const MARCA = typeof __RELEASE_MARCA__ === 'string' ? __RELEASE_MARCA__ : '';

export function ReleaseMarca() {
  if (!MARCA) return null;
  return (
    <Text data-testid="release-marca" fontSize="sm" color="fg.muted">
      {MARCA}
    </Text>
  );
}
