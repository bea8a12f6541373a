import { Box, Heading, Loading, LoadError, SimpleGrid, Stack, Text, formatBRL, formatDate } from '@frota/shared';
import { type SaldoMotorista } from '@frota/shared/portal';
import { useSaldo } from './api/saldo';
import { PagarComPix } from './pagar-com-pix';

export const ERRO_SALDO = 'Erro ao carregar seu saldo. Por favor, tente novamente.';

function Figura({ rotulo, valor, destaque = false }: { rotulo: string; valor: number; destaque?: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg.panel" p="3">
      <Text fontSize="sm" color="fg.muted">
        {rotulo}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" color={destaque && valor > 0 ? 'fg.error' : undefined}>
        {formatBRL(valor)}
      </Text>
    </Box>
  );
}

/** What he owes in all: the ledger's saldo devedor and the late charges of his overdue rents, as his Pix asks it. */
const totalDevido = (s: SaldoMotorista) => (Math.round(s.saldo_devedor * 100) + Math.round(s.encargos * 100)) / 100;

/** /motorista: what is overdue and what is to come, the next due date, the caução held, and Pix. */
export function SaldoPage() {
  const saldo = useSaldo();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Saldo
      </Heading>
      {saldo.isError ? (
        <LoadError message={ERRO_SALDO} onRetry={() => void saldo.refetch()} retrying={saldo.isFetching} />
      ) : !saldo.data ? (
        <Loading />
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            <Figura rotulo="Vencido" valor={saldo.data.saldo_vencido} destaque />
            <Figura rotulo="A vencer" valor={saldo.data.saldo_a_vencer} />
            {saldo.data.encargos > 0 ? <Figura rotulo="Encargos por atraso" valor={saldo.data.encargos} destaque /> : null}
            <Figura rotulo="Total devido" valor={totalDevido(saldo.data)} />
            <Figura rotulo="Caução em custódia" valor={saldo.data.caucao_em_custodia} />
          </SimpleGrid>
          <Text>
            {saldo.data.proximo_vencimento
              ? `Próximo vencimento: ${formatDate(saldo.data.proximo_vencimento.data)}, ${formatBRL(saldo.data.proximo_vencimento.valor)}`
              : 'Nenhum vencimento próximo.'}
          </Text>
          <PagarComPix saldoDevedor={totalDevido(saldo.data)} />
        </>
      )}
    </Stack>
  );
}
