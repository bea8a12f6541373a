import { Box } from '@chakra-ui/react';
import { renderSVG } from 'uqr';
import { formatBRL } from '../domain/format';

/** The QR Code of a Pix copia-e-cola, drawn in the browser from the API's code: the staff's receipt and the driver's page. */
export function PixQrCode({ copiaECola, valor }: { copiaECola: string; valor: number }) {
  return (
    <Box
      role="img"
      aria-label={`QR Code Pix de ${formatBRL(valor)}`}
      w="44"
      h="44"
      css={{ '& svg': { width: '100%', height: '100%' } }}
      // uqr's own SVG, built from the API's code: no user text in it
      dangerouslySetInnerHTML={{ __html: renderSVG(copiaECola, { border: 2 }) }}
    />
  );
}
