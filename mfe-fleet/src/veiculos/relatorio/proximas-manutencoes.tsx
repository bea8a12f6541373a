import { Box, Heading, ProximasManutencoes as Lista, type ProximaManutencao } from '@frota/shared';

/** The vehicle's scheduled (agendada) maintenance, soonest first: planned, not yet in the spend above. */
export function ProximasManutencoes({ itens }: { itens: ProximaManutencao[] }) {
  return (
    <Box as="section" aria-labelledby="proximas-manutencoes" mb="8">
      <Heading as="h2" id="proximas-manutencoes" fontSize="xl" mb="4">
        Próximas manutenções
      </Heading>
      <Lista itens={itens} />
    </Box>
  );
}
