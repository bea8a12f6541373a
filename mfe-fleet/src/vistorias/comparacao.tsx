import { Box, Button, Heading, LoadError, Loading, MoneyInput, Stack, Text, formatBRL, formatNumber, newIdempotencyKey, userMessage, type Id } from '@frota/shared';
import { useState } from 'react';
import { useCobrar, type Cobrar } from './api/cobrar';
import { useComparacao } from './api/comparacao';

const ESTADO = { ok: 'OK', faltando: 'Faltando', avariado: 'Avariado' } as const;
const oitavos = (n: number) => (n === 0 ? 'vazio' : n === 8 ? 'cheio' : `${n}/8`);

/** "Cobrar do motorista" of one new damage or missing item: the value typed, then an avulso charge on the contract. */
function CobrarDoMotorista({ vistoriaId, de, nome }: { vistoriaId: Id; de: Cobrar['de']; nome: string }) {
  const [valor, setValor] = useState<number | null>(null);
  const [chave] = useState(newIdempotencyKey);
  const cobrar = useCobrar();
  if (cobrar.isSuccess) return <Text color="fg.success">Cobrança de {formatBRL(valor ?? 0)} criada no contrato.</Text>;
  return (
    <Stack direction="row" gap="2" align="end" wrap="wrap">
      <Box flex="1 1 10rem">
        <MoneyInput size="lg" value={valor} onChange={setValor} aria-label={`Valor a cobrar por ${nome}`} />
      </Box>
      <Button minH="11" colorPalette="red" variant="outline" disabled={!valor} loading={cobrar.isPending} onClick={() => valor && cobrar.mutate({ vistoriaId, de, valor, chave })}>
        Cobrar do motorista
      </Button>
      {cobrar.isError ? <Text color="fg.error">{userMessage(cobrar.error, 'Erro ao criar a cobrança. Por favor, tente novamente.')}</Text> : null}
    </Stack>
  );
}

/** A devolução against its entrega: the new damages, the items that changed, the fuel and the km driven. */
export function ComparacaoComEntrega({ vistoriaId }: { vistoriaId: Id }) {
  const comparacao = useComparacao(vistoriaId);
  if (comparacao.isPending) return <Loading />;
  if (comparacao.isError) return <LoadError message="Erro ao carregar a comparação com a entrega. Por favor, tente novamente." onRetry={() => void comparacao.refetch()} retrying={comparacao.isFetching} />;
  const c = comparacao.data;
  return (
    <Stack as="section" aria-label="O que mudou desde a entrega" gap="4" mt="6">
      <Heading as="h2" fontSize="xl">
        O que mudou desde a entrega
      </Heading>
      <Text>
        {formatNumber(c.km.rodados)} km rodados ({formatNumber(c.km.entrega)} → {formatNumber(c.km.devolucao)} km).
      </Text>
      <Text color={c.combustivel.diferenca < 0 ? 'fg.error' : undefined}>
        Combustível: {oitavos(c.combustivel.entrega)} na entrega, {oitavos(c.combustivel.devolucao)} na devolução
        {c.combustivel.diferenca < 0 ? ` (${-c.combustivel.diferenca}/8 a menos)` : ''}.
      </Text>
      {c.avarias_novas.length === 0 && c.itens_alterados.length === 0 ? <Text>Nenhuma avaria nova e nenhum item faltando.</Text> : null}
      {c.avarias_novas.map((a) => (
        <Stack key={a.numero} gap="2" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
          <Text fontWeight="semibold">
            Avaria nova {a.numero}: {a.descricao} ({a.gravidade === 'media' ? 'média' : a.gravidade})
          </Text>
          <CobrarDoMotorista vistoriaId={vistoriaId} de={{ avaria_numero: a.numero }} nome={`avaria ${a.numero}`} />
        </Stack>
      ))}
      {c.itens_alterados.map((i) => (
        <Stack key={i.item} gap="2" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
          <Text fontWeight="semibold">
            {i.item}: {ESTADO[i.antes]} → {ESTADO[i.depois]}
          </Text>
          <CobrarDoMotorista vistoriaId={vistoriaId} de={{ item: i.item }} nome={i.item} />
        </Stack>
      ))}
    </Stack>
  );
}
