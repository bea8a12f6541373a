import { useEffect, useState } from 'react';
import { Box, Button, PixQrCode, Spinner, Stack, Text, formatBRL, notify } from '@frota/shared';
import { usePix, type AlvoPix } from './api/pix';

export const CODIGO_COPIADO = 'Código Pix copiado';
export const GERANDO_QR = 'Gerando o QR Pix';
export const valorForaDoPix = (saldo: number) => `Informe um valor entre ${formatBRL(0.01)} e ${formatBRL(saldo)} para gerar o QR Pix.`;

/** How long the amount must stay still before its code is asked for: typing "300" asks once, not for 3, 30 and 300. */
export const ESPERA_PIX_MS = 300;

const centavos = (valor: number) => Math.round(valor * 100);

/** The amount a code can be asked for: more than 0, in whole cents, at most the saldo; null otherwise. */
function valorDoPix(valor: number | null, saldo: number): number | null {
  if (valor === null || !Number.isFinite(valor)) return null;
  const c = centavos(valor);
  return c > 0 && c <= centavos(saldo) && Math.abs(valor * 100 - c) < 1e-6 ? c / 100 : null;
}

/**
 * The Pix QR and "Copiar código" for the amount typed, when the API has Pix configured. The code is asked for the
 * amount once typing pauses; until it arrives, and while the amount cannot be paid by Pix, no code is shown (a QR for
 * another amount would have the driver pay the wrong value).
 */
export function PixQr({ alvo, saldo, valor }: { alvo: AlvoPix; saldo: number; valor: number | null }) {
  const valido = valorDoPix(valor, saldo);
  // a 404 is "Pix não configurado": no QR for any amount, nothing more asked, and no need to say so here
  const [semPix, setSemPix] = useState(false);
  // the amount whose code is asked for: the last valid one typed, once it stayed still
  const [pedido, setPedido] = useState(() => valido ?? saldo);
  useEffect(() => {
    if (valido === null || semPix) return undefined;
    const timer = setTimeout(() => setPedido(valido), ESPERA_PIX_MS);
    return () => clearTimeout(timer);
  }, [valido, semPix]);
  const pix = usePix(alvo, pedido);
  const naoConfigurado = pix.error?.statusCode === 404;
  useEffect(() => {
    if (naoConfigurado) setSemPix(true);
  }, [naoConfigurado]);

  if (semPix || naoConfigurado) return null;
  if (valido === null) return <Text color="fg.muted" fontSize="sm">{valorForaDoPix(saldo)}</Text>;
  const codigo = pix.data && centavos(pix.data.valor) === centavos(valido) ? pix.data : null;
  if (!codigo) {
    if (pix.error && centavos(pedido) === centavos(valido)) return <Text color="fg.muted" fontSize="sm">{pix.error.message}</Text>;
    return (
      <Stack align="center" gap="2">
        <Box role="status" aria-label={GERANDO_QR} w="44" h="44" display="flex" alignItems="center" justifyContent="center">
          <Spinner color="primary.solid" />
        </Box>
      </Stack>
    );
  }
  const { copiaECola } = codigo;

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
      <PixQrCode copiaECola={copiaECola} valor={codigo.valor} />
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all" lineClamp={2} title={copiaECola} data-testid="pix-copia-e-cola">
        {copiaECola}
      </Text>
      <Button variant="outline" minH="11" onClick={() => void copiar()}>
        Copiar código
      </Button>
    </Stack>
  );
}
