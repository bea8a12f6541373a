import { Box, Button, notify, usePode, userMessage } from '@frota/shared';
import { useGerarCobrancas } from './api/gerar-cobrancas';

export const ERRO_AO_GERAR = 'Erro ao gerar as cobranças. Por favor, tente novamente.';

/** "Gerar cobranças agora": the weekly run at once, as its job does, for the administrador; the answer is the toast. */
export function GerarCobrancasAgora() {
  const pode = usePode('gerarCobrancas');
  const gerar = useGerarCobrancas();
  if (!pode) return null;
  return (
    <Box mt="4" display="flex" justifyContent={{ base: 'stretch', md: 'flex-end' }}>
      <Button
        variant="outline"
        minH="11"
        w={{ base: 'full', md: 'auto' }}
        loading={gerar.isPending}
        onClick={() =>
          gerar.mutate(undefined, {
            onSuccess: (resposta) => notify.success(resposta.mensagem),
            onError: (error) => notify.error(userMessage(error, ERRO_AO_GERAR)),
          })
        }
      >
        Gerar cobranças agora
      </Button>
    </Box>
  );
}
