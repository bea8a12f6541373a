import { Text } from '@frota/shared';

declare const __RELEASE_MARK__: string | undefined;

// set by `RELEASE_MARK=… pnpm release finance` (shared/rsbuild-remote.ts); empty in every other build, where the
// bundler drops this component's text. Its e2e spec tells one published release from another by it.
const MARK = typeof __RELEASE_MARK__ === 'string' ? __RELEASE_MARK__ : '';

export function ReleaseMark() {
  if (!MARK) return null;
  return (
    <Text data-testid="release-mark" fontSize="sm" color="fg.muted">
      {MARK}
    </Text>
  );
}
