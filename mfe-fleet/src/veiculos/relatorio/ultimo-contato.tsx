import { ChakraLink, Text, formatDiaHora, linkOpenStreetMap, ultimoContatoHa, type UltimoContato as Contato } from '@frota/shared';

/** "Último contato há N min" of the vehicle's trackers, the place as a link that opens OpenStreetMap there. */
export function UltimoContato({ contato }: { contato: Contato | null }) {
  if (!contato) return null;
  return (
    <Text mb="6" display="flex" flexWrap="wrap" alignItems="center" columnGap="2" title={formatDiaHora(contato.em)}>
      <span>{ultimoContatoHa(contato.em)}</span>
      <ChakraLink
        href={linkOpenStreetMap(contato.latitude, contato.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        minH="11"
        display="inline-flex"
        alignItems="center"
        color="blue.700"
        textDecoration="underline"
        aria-label={`Ver no mapa o local do último contato (${String(contato.latitude)}, ${String(contato.longitude)})`}
      >
        Ver local no mapa
      </ChakraLink>
    </Text>
  );
}
