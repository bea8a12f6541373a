import { useEffect } from 'react';
import { Alert, Box, Button, Heading, Loading, Stack, Text, abrirTermo, contratos, enviarTermoPorWhatsApp, nomeDoContrato, useOne, useOnline, useParams, useSearchParams, veiculos, VISTORIA_MSG } from '@frota/shared';
import { ComparacaoComEntrega } from './comparacao';
import { PassoAssinaturas } from './passo-assinaturas';
import { PassoAvarias } from './passo-avarias';
import { PassoFotos } from './passo-fotos';
import { PassoItens } from './passo-itens';
import { PassoKm } from './passo-km';
import { guardar, type Rascunho, type TipoVistoria } from './rascunho';
import { useVistoriaDoContrato } from './api/vistoria-do-contrato';
import { useEnvioPendente } from './use-envio-pendente';
import { useRascunho } from './use-rascunho';

const PASSOS = ['Quilometragem e combustível', 'Itens do veículo', 'Fotos', 'Avarias', 'Assinaturas'];
export const TITULO: Record<TipoVistoria, string> = { entrega: 'Vistoria de entrega', devolucao: 'Vistoria de devolução' };

/** What keeps the clerk on a step, in pt-BR; null when it is complete. */
export function faltaNoPasso(r: Rascunho, passo: number, kmAtual: number | null): string | null {
  if (passo === 0) {
    if (r.quilometragem === null) return 'Informe a quilometragem.';
    if (kmAtual !== null && r.quilometragem < kmAtual && !r.confirmar_km_menor) return 'Confirme a quilometragem menor que a atual.';
    if (r.combustivel_oitavos === null) return 'Informe o combustível.';
  }
  if (passo === 3 && r.avarias.some((a) => !a.descricao.trim())) return 'Descreva cada avaria marcada.';
  if (passo === 4) {
    if (!r.assinado_por_motorista.trim()) return VISTORIA_MSG.faltaNomeMotorista;
    const faltam = ['assinatura_motorista', 'assinatura_responsavel'].filter((a) => !r.fotos.some((f) => f.angulo === a));
    if (faltam.length === 2) return VISTORIA_MSG.faltamAssinaturas;
    if (faltam.length === 1) return faltam[0] === 'assinatura_motorista' ? VISTORIA_MSG.faltaAssinaturaMotorista : VISTORIA_MSG.faltaAssinaturaResponsavel;
  }
  return null;
}

/**
 * The photo and signature steps' libraries, fetched once the first step is on screen: the first screen does not wait
 * for them, and a garage without signal later still has them (in memory, and in the service worker's cache).
 */
function bibliotecasParaOffline() {
  const buscar = () => {
    void import('browser-image-compression');
    void import('signature_pad');
  };
  const pedido = window.requestIdleCallback ? window.requestIdleCallback(buscar) : window.setTimeout(buscar, 200);
  return () => (window.cancelIdleCallback ? window.cancelIdleCallback(pedido) : window.clearTimeout(pedido));
}

/**
 * /veiculos/:id/vistoria?contrato=N&tipo=entrega|devolucao: the hand-over at the car, one step a screen, kept on the
 * phone as it is filled and sent when there is signal.
 */
export function VistoriaPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const contratoId = Number(params.get('contrato'));
  const tipo: TipoVistoria = params.get('tipo') === 'devolucao' ? 'devolucao' : 'entrega';
  const veiculo = useOne(veiculos, id);
  const contrato = useOne(contratos, contratoId || null);
  const { rascunho, mudar, iniciar } = useRascunho(contratoId, Number(id), tipo);
  const noServidor = useVistoriaDoContrato(contratoId, tipo);
  const entrega = useVistoriaDoContrato(contratoId, 'entrega', tipo === 'devolucao');
  const anteriores = entrega.data?.avarias ?? [];
  const envio = useEnvioPendente();
  // sent from this phone just now, or found on the server with no draft here: the vistoria is done
  const enviada = envio.enviadas[contratoId] ?? (rascunho === null ? noServidor.data?.id : undefined);
  // nothing here nor on the server (or no signal to ask it: the garage): a new one starts
  const online = useOnline();
  const comecar = rascunho === null && (noServidor.isSuccess ? noServidor.data === null : !online);
  useEffect(() => {
    if (comecar) iniciar();
  }, [comecar, iniciar]);
  useEffect(bibliotecasParaOffline, []);

  const cabecalho = (
    <Stack gap="1" mb="4">
      <Heading as="h1">{TITULO[tipo]}</Heading>
      {contrato.data ? <Text color="fg.muted">{nomeDoContrato(contrato.data)}</Text> : null}
    </Stack>
  );
  if (enviada !== undefined) {
    return (
      <Box>
        {cabecalho}
        <Alert.Root status="success" mb="4">
          <Alert.Indicator />
          <Alert.Description>Vistoria enviada.</Alert.Description>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="primary" minH="11" onClick={() => void abrirTermo(enviada)}>
            Termo de vistoria (PDF)
          </Button>
          <Button colorPalette="green" minH="11" onClick={() => void enviarTermoPorWhatsApp(enviada)}>
            Enviar por WhatsApp
          </Button>
        </Stack>
        {tipo === 'devolucao' ? <ComparacaoComEntrega vistoriaId={enviada} /> : null}
      </Box>
    );
  }
  if (!rascunho) return <Loading />;
  const kmAtual = veiculo.data?.quilometragem_atual ?? null;
  if (rascunho.estado === 'enviando') {
    const fotos = rascunho.fotos.filter((f) => f.id === undefined).length;
    return (
      <Box>
        {cabecalho}
        <Alert.Root status="info" mb="4" role="status">
          <Alert.Indicator />
          <Alert.Description>
            Aguardando envio: a vistoria e {fotos === 1 ? '1 foto' : `${fotos} fotos`} estão guardadas neste aparelho e serão enviadas quando a conexão
            voltar.
            {rascunho.erro ? ` Última tentativa: ${rascunho.erro}` : ''}
          </Alert.Description>
        </Alert.Root>
        <Button variant="outline" minH="11" onClick={() => void envio.tentar()}>
          Tentar enviar agora
        </Button>
      </Box>
    );
  }

  const passo = rascunho.passo;
  const falta = faltaNoPasso(rascunho, passo, kmAtual);
  const ultimo = passo === PASSOS.length - 1;
  async function avancar() {
    if (!rascunho || falta) return;
    if (!ultimo) return mudar({ passo: passo + 1 });
    await guardar({ ...rascunho, estado: 'enviando' });
    mudar({ estado: 'enviando' });
    await envio.tentar();
  }
  return (
    <Box maxW="xl">
      {cabecalho}
      <Text fontSize="sm" color="fg.muted" mb="1">
        Passo {passo + 1} de {PASSOS.length}
      </Text>
      <Heading as="h2" fontSize="xl" mb="4">
        {PASSOS[passo]}
      </Heading>
      {passo === 0 ? <PassoKm rascunho={rascunho} mudar={mudar} kmAtual={kmAtual} /> : null}
      {passo === 1 ? <PassoItens rascunho={rascunho} mudar={mudar} /> : null}
      {passo === 2 ? <PassoFotos rascunho={rascunho} mudar={mudar} /> : null}
      {passo === 3 ? <PassoAvarias rascunho={rascunho} mudar={mudar} anteriores={anteriores} /> : null}
      {passo === 4 ? <PassoAssinaturas rascunho={rascunho} mudar={mudar} /> : null}
      {falta ? (
        <Text color="fg.muted" mt="4" role="status">
          {falta}
        </Text>
      ) : null}
      <Stack direction="row" gap="3" mt="6">
        <Button variant="outline" minH="11" flex="1" disabled={passo === 0} onClick={() => mudar({ passo: passo - 1 })}>
          Voltar
        </Button>
        <Button colorPalette="primary" minH="11" flex="1" disabled={falta !== null} onClick={() => void avancar()}>
          {ultimo ? 'Concluir vistoria' : 'Próximo'}
        </Button>
      </Stack>
    </Box>
  );
}
