import { Box, Button } from '@frota/shared/base';
import { RELEASE_TEXTS } from '@frota/shared/domain';

/** A remote has a new active release: a discreet offer to reload, which only the user's tap carries out. */
export default function NewVersionBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return (
    <Box role="status" mb="4" _print={{ display: 'none' }}>
      <Button variant="subtle" colorPalette="blue" minH="11" h="auto" py="2" w={{ base: 'full', sm: 'auto' }} whiteSpace="normal" onClick={reload}>
        {RELEASE_TEXTS.novaVersao}
      </Button>
    </Box>
  );
}
