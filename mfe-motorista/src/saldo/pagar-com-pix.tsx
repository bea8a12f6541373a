import { useState } from 'react';
import { Box, Button, Field, Heading, MoneyInput, PixQrCode, Spinner, Stack, Text, formatBRL, type PixCobranca } from '@frota/shared';
import { usePix } from './api/pix';

export const CODIGO_COPIADO = 'Código copiado';
export const GERANDO_PIX = 'Gerando o código Pix';
export const SEM_VALOR_EM_ABERTO = 'Você não tem valores em aberto.';
export const VALOR_INVALIDO = 'Informe um valor maior que zero.';

const centavos = (valor: number) => Math.round(valor * 100);

/** The BR Code asked for, its QR and its copia-e-cola, with the copy button. */
function CodigoPix({ pix }: { pix: PixCobranca }) {
  const [copiado, setCopiado] = useState<boolean | null>(null);
  async function copiar() {
    try {
      await navigator.clipboard.writeText(pix.copiaECola);
      setCopiado(true);
    } catch {
      setCopiado(false);
    }
  }
  return (
    <Stack align="center" gap="2">
      <PixQrCode copiaECola={pix.copiaECola} valor={pix.valor} />
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all" data-testid="pix-copia-e-cola">
        {pix.copiaECola}
      </Text>
      <Button minH="11" w={{ base: 'full', md: 'auto' }} onClick={() => void copiar()} aria-label={`Copiar código Pix de ${formatBRL(pix.valor)}`}>
        Copiar código Pix
      </Button>
      <Text role="status" fontSize="sm" color={copiado === false ? 'fg.error' : 'fg.success'}>
        {copiado === true ? CODIGO_COPIADO : copiado === false ? 'Não foi possível copiar. Selecione o código acima e copie.' : ''}
      </Text>
    </Stack>
  );
}

/**
 * "Pagar com Pix": the whole saldo devedor, or the amount typed. The whole is asked without a valor, so the server
 * makes the code for what it holds owed; another amount is asked with it, and a 400 says why it cannot be paid.
 */
export function PagarComPix({ saldoDevedor }: { saldoDevedor: number }) {
  const [valor, setValor] = useState<number | null>(saldoDevedor);
  // undefined: nothing asked yet; null: the whole saldo devedor
  const [pedido, setPedido] = useState<number | null | undefined>(undefined);
  const [erro, setErro] = useState<string | null>(null);
  const pix = usePix(pedido ?? null, pedido !== undefined);

  if (saldoDevedor <= 0) {
    return (
      <Box as="section" aria-labelledby="pagar-com-pix">
        <Heading as="h2" size="md" id="pagar-com-pix" mb="2">
          Pagar com Pix
        </Heading>
        <Text>{SEM_VALOR_EM_ABERTO}</Text>
      </Box>
    );
  }

  function gerar() {
    if (valor === null || centavos(valor) <= 0) return setErro(VALOR_INVALIDO);
    setErro(null);
    setPedido(centavos(valor) === centavos(saldoDevedor) ? null : centavos(valor) / 100);
  }

  return (
    <Box as="section" aria-labelledby="pagar-com-pix" borderWidth="1px" borderRadius="md" bg="bg.panel" p="4">
      <Heading as="h2" size="md" id="pagar-com-pix" mb="3">
        Pagar com Pix
      </Heading>
      <Stack gap="3">
        <Field.Root invalid={erro !== null}>
          <Field.Label htmlFor="valor-pix">Valor a pagar</Field.Label>
          <MoneyInput id="valor-pix" value={valor} onChange={setValor} size="lg" />
          <Field.HelperText>{`O total devido é ${formatBRL(saldoDevedor)}. Você pode pagar uma parte.`}</Field.HelperText>
          {erro ? <Field.ErrorText>{erro}</Field.ErrorText> : null}
        </Field.Root>
        <Button colorPalette="primary" minH="11" onClick={gerar} loading={pix.isFetching} loadingText={GERANDO_PIX}>
          Gerar código Pix
        </Button>
        {pedido === undefined ? null : pix.isError ? (
          <Text role="alert" color="fg.error">
            {pix.error.message}
          </Text>
        ) : pix.data ? (
          <CodigoPix key={pix.data.copiaECola} pix={pix.data} />
        ) : (
          <Box role="status" aria-label={GERANDO_PIX} display="flex" justifyContent="center" py="4">
            <Spinner color="primary.solid" />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
