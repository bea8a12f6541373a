import { renderSVG } from 'uqr';
import { Box, Button, Stack, Text, formatBRL, notify, type Id } from '@frota/shared';
import { usePix } from './recebimentos-api';

export const CODIGO_COPIADO = 'Código Pix copiado';

const centavos = (valor: number) => Math.round(valor * 100);

/**
 * The Pix QR and "Copiar código" for the charge's open saldo, when the API has Pix configured. The code is for
 * the saldo only, so another typed value hides it rather than showing a code for the wrong amount.
 */
export function PixQr({ pagamentoId, saldo, valor }: { pagamentoId: Id; saldo: number; valor: number | null }) {
  const pix = usePix(pagamentoId, saldo);
  if (!pix.data) return null;
  const { copiaECola } = pix.data;
  if (valor === null || centavos(valor) !== centavos(pix.data.valor)) {
    return <Text color="fg.muted" fontSize="sm">O QR Pix vale para o saldo de {formatBRL(pix.data.valor)}.</Text>;
  }

  async function copiar() {
    try {
      await navigator.clipboard.writeText(copiaECola);
      notify.success(CODIGO_COPIADO);
    } catch {
      notify.error('Não foi possível copiar o código. Copie-o manualmente.');
    }
  }

  return (
    <Stack align="center" gap="2">
      <Box
        role="img"
        aria-label={`QR Code Pix de ${formatBRL(pix.data.valor)}`}
        w="44"
        h="44"
        css={{ '& svg': { width: '100%', height: '100%' } }}
        // uqr's own SVG, built from the API's code: no user text in it
        dangerouslySetInnerHTML={{ __html: renderSVG(copiaECola, { border: 2 }) }}
      />
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all" lineClamp={2} title={copiaECola} data-testid="pix-copia-e-cola">
        {copiaECola}
      </Text>
      <Button variant="outline" minH="11" onClick={() => void copiar()}>
        Copiar código
      </Button>
    </Stack>
  );
}
