import { Badge, Flex, MSG, Stack, Text, formatBRL, formatDate, formatNumber, formatPlaca } from '@frota/shared/base';
import type { DashboardStats, TipoManutencao } from '@frota/shared';

// the maintenance screens' labels (mfe-incidents); the dashboard loads only the kit's base, not the domain
const TIPOS: Record<TipoManutencao, string> = { preventiva: 'Preventiva', corretiva: 'Corretiva', revisao: 'Revisão' };

/** The scheduled (agendada) maintenance, soonest first: planned work, not yet counted in the spend. */
export function ProximasManutencoes({ itens }: { itens: DashboardStats['proximasManutencoes'] }) {
  if (!itens.length) return <Text color="fg.muted">{MSG.nenhumaManutencaoAgendada}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {itens.map((m) => (
        <Flex as="li" key={m.id} gap="3" columnGap="4" align="center" wrap="wrap" borderBottomWidth="1px" pb="2">
          <Text fontWeight="medium">{formatDate(m.data_manutencao)}</Text>
          <Text fontWeight="medium" minW="48">
            {formatPlaca(m.veiculo.placa)} — {m.veiculo.marca} {m.veiculo.modelo}
          </Text>
          <Badge colorPalette="blue" variant="subtle">
            {TIPOS[m.tipo_manutencao] ?? m.tipo_manutencao}
          </Badge>
          <Text>{formatNumber(m.quilometragem)} km</Text>
          <Text>{formatBRL(m.custo)}</Text>
        </Flex>
      ))}
    </Stack>
  );
}
