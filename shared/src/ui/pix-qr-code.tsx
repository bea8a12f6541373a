import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { formatBRL } from '../domain/format';

// uqr (~4 KB gzip) is a chunk of the kit's own, fetched when a code is first drawn: no list's first visit carries it
const PixQrSvg = lazy(() => import('./pix-qr-svg'));

/** The QR Code of a Pix copia-e-cola, drawn in the browser from the API's code: the staff's receipt and the driver's page. */
export function PixQrCode({ copiaECola, valor }: { copiaECola: string; valor: number }) {
  return (
    <Box role="img" aria-label={`QR Code Pix de ${formatBRL(valor)}`} w="44" h="44">
      <Suspense fallback={null}>
        <PixQrSvg copiaECola={copiaECola} />
      </Suspense>
    </Box>
  );
}
