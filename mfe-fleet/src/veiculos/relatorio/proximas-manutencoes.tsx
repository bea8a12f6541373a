import { Badge, Box, Flex, Heading, MSG, Stack, Text, formatBRL, formatDate, formatNumber, type ProximaManutencao, type TipoManutencao } from '@frota/shared';

// the maintenance screens' labels (mfe-incidents, which this remote may not import)
const TIPOS: Record<TipoManutencao, string> = { preventiva: 'Preventiva', corretiva: 'Corretiva', revisao: 'Revisão' };

/** The vehicle's scheduled (agendada) maintenance, soonest first: planned, not yet in the spend above. */
export function ProximasManutencoes({ itens }: { itens: ProximaManutencao[] }) {
  return (
    <Box as="section" aria-labelledby="proximas-manutencoes" mb="8">
      <Heading as="h2" id="proximas-manutencoes" fontSize="xl" mb="4">
        Próximas manutenções
      </Heading>
      {itens.length ? (
        <Stack as="ul" gap="2" listStyleType="none">
          {itens.map((m) => (
            <Flex as="li" key={m.id} gap="3" columnGap="4" align="center" wrap="wrap" bg="bg.panel" borderWidth="1px" borderRadius="l2" p="3">
              <Text fontWeight="medium">{formatDate(m.data_manutencao)}</Text>
              <Badge colorPalette="blue" variant="subtle">
                {TIPOS[m.tipo_manutencao] ?? m.tipo_manutencao}
              </Badge>
              <Text>{formatNumber(m.quilometragem)} km</Text>
              <Text>{formatBRL(m.custo)}</Text>
            </Flex>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{MSG.nenhumaManutencaoAgendada}</Text>
      )}
    </Box>
  );
}
