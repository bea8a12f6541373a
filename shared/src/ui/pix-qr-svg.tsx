import { Box } from '@chakra-ui/react';
import { renderSVG } from 'uqr';

/** uqr's own SVG of the code: no user text in it. */
export default function PixQrSvg({ copiaECola }: { copiaECola: string }) {
  return <Box w="full" h="full" css={{ '& svg': { width: '100%', height: '100%' } }} dangerouslySetInnerHTML={{ __html: renderSVG(copiaECola, { border: 2 }) }} />;
}
