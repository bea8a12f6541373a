import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { enumLabel } from '../domain/enums';
import { formatBRL, formatDate, formatNumber } from '../domain/format';
import { MSG } from '../domain/messages';
import { formatPlaca } from '../domain/placa';
import type { ProximaManutencao } from '../domain/schemas/relatorio';

export interface ProximasManutencoesProps {
  itens: readonly ProximaManutencao[];
  /** names the vehicle of each item (the dashboard); a vehicle's own report leaves it out */
  comVeiculo?: boolean;
}

/**
 * The scheduled (agendada) maintenance, soonest first: planned work, not yet counted in any spend. In the base kit
 * because the dashboard loads only the base.
 */
export function ProximasManutencoes({ itens, comVeiculo = false }: ProximasManutencoesProps) {
  if (!itens.length) return <Text color="fg.muted">{MSG.nenhumaManutencaoAgendada}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {itens.map((m) => (
        <Flex as="li" key={m.id} gap="3" columnGap="4" align="center" wrap="wrap" bg="bg.panel" borderWidth="1px" borderRadius="l2" p="3">
          <Text fontWeight="medium" whiteSpace="nowrap">
            {formatDate(m.data_manutencao)}
          </Text>
          {comVeiculo ? (
            <Text fontWeight="medium" minW="48">
              {formatPlaca(m.veiculo.placa)} — {m.veiculo.marca} {m.veiculo.modelo}
            </Text>
          ) : null}
          <Badge colorPalette="blue" variant="subtle">
            {enumLabel('tipo_manutencao', m.tipo_manutencao)}
          </Badge>
          <Text whiteSpace="nowrap">{formatNumber(m.quilometragem)} km</Text>
          <Text whiteSpace="nowrap">{formatBRL(m.custo)}</Text>
        </Flex>
      ))}
    </Stack>
  );
}
