import { Box, Text } from '@frota/shared';

/** Label and value pairs of a version, as a description list that wraps at 390 px (a hash breaks, never scrolls). */
export function Fields({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
      {items.map(([rotulo, valor]) => (
        <Box key={rotulo} display="contents">
          <Text as="dt" color="fg.muted">
            {rotulo}
          </Text>
          <Text as="dd" wordBreak="break-all">
            {valor}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
