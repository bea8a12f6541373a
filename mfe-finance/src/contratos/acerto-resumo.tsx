import { Box, Flex, formatBRL, type Acerto } from '@frota/shared';

const LINHAS: [Exclude<keyof Acerto, 'data_fim'>, string][] = [
  ['debitos', 'Débitos'],
  ['caucao_recebida', 'Caução recebida'],
  ['abatido', 'Abatido da caução'],
  ['devolver', 'A devolver'],
  ['saldo_devedor', 'Saldo devedor'],
];

/** The settlement's figures, in BRL: what the driver owed, the deposit, and who pays whom at the end. */
export function AcertoResumo({ acerto, rotulo }: { acerto: Acerto; rotulo: string }) {
  return (
    <Box as="dl" aria-label={rotulo}>
      {LINHAS.map(([campo, nome]) => (
        <Flex key={campo} justify="space-between" gap="4" py="1.5" borderBottomWidth="1px" fontWeight={campo === 'devolver' || campo === 'saldo_devedor' ? 'semibold' : undefined}>
          <dt>{nome}</dt>
          <dd>{formatBRL(acerto[campo])}</dd>
        </Flex>
      ))}
    </Box>
  );
}
