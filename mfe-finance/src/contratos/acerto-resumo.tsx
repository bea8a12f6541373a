import { Box, ENCARGOS_MSG, Flex, Text, enumLabel, formatBRL, formatDate, type Acerto } from '@frota/shared';

type Figura = Exclude<keyof Acerto, 'data_fim' | 'itens'>;

const LINHAS: [Figura, string][] = [
  ['debitos', 'Débitos'],
  ['creditos', 'Créditos'],
  ['caucao_recebida', 'Caução recebida'],
  ['abatido', 'Abatido'],
  ['devolver', 'A devolver'],
  ['saldo_devedor', 'Saldo devedor'],
];

/** What a débito is: its charge's tipo and due date, or the encargos of the rent they follow. */
const nomeDoItem = (item: Acerto['itens'][number]) =>
  item.pagamento_id === null ? ENCARGOS_MSG.encargosDoAluguel(formatDate(item.data_prevista)) : `${enumLabel('tipo_cobranca', item.tipo)} · venc. ${formatDate(item.data_prevista)}`;

/**
 * The settlement's figures, in BRL: each open charge it counts (whatever its due date), each overdue rent's encargos
 * right after it, then what the driver owed,
 * his créditos and deposit, and who pays whom at the end. Créditos show only when there are some.
 */
export function AcertoResumo({ acerto, rotulo }: { acerto: Acerto; rotulo: string }) {
  const linhas = LINHAS.filter(([campo]) => campo !== 'creditos' || acerto.creditos > 0);
  return (
    <Box>
      {acerto.itens.length ? (
        <Box as="ul" aria-label="Cobranças em aberto do contrato" listStyleType="none" mb="2">
          {acerto.itens.map((item) => (
            <Flex as="li" key={item.pagamento_id ?? `encargos-${item.pagamento_origem_id}`} justify="space-between" gap="4" py="1" fontSize="sm" color="fg.muted">
              <Box minW="0">
                <Text overflowWrap="anywhere">{nomeDoItem(item)}</Text>
                {/* a damage charged at the return says which */}
                {item.descricao ? (
                  <Text fontSize="xs" overflowWrap="anywhere">
                    {item.descricao}
                  </Text>
                ) : null}
              </Box>
              <Text whiteSpace="nowrap">{formatBRL(item.em_aberto)}</Text>
            </Flex>
          ))}
        </Box>
      ) : null}
      <Box as="dl" aria-label={rotulo}>
        {linhas.map(([campo, nome]) => (
          <Flex key={campo} justify="space-between" gap="4" py="1.5" borderBottomWidth="1px" fontWeight={campo === 'devolver' || campo === 'saldo_devedor' ? 'semibold' : undefined}>
            <dt>{nome}</dt>
            <dd>{formatBRL(acerto[campo])}</dd>
          </Flex>
        ))}
      </Box>
    </Box>
  );
}
