import {
  Box,
  Button,
  Flex,
  Heading,
  Link,
  LoadError,
  Spinner,
  Stack,
  Text,
  abrirTermo,
  contratos,
  formatDate,
  formatNumber,
  notify,
  useList,
  useOne,
  useParams,
  useSearchParams,
  vistorias,
  type Contrato,
  type Id,
  type RowOf,
  type TipoVistoria,
} from '@frota/shared';

/** The path of a contract's vistoria, on its vehicle's pages (the fleet's screen). */
export const caminhoDaVistoria = (veiculoId: number, contratoId: number, tipo: TipoVistoria) =>
  `/veiculos/${veiculoId}/vistoria?contrato=${contratoId}&tipo=${tipo}`;

/** A contract's page just after it was created: its next step, the vistoria de entrega, comes first. */
export const caminhoDoContratoNovo = (id: Id) => `/contratos/${id}/editar?novo=1`;

export const CONTRATO_SALVO = 'Contrato salvo. Faça a vistoria de entrega com o motorista, no carro.';
export const ERRO_VISTORIAS = 'Erro ao carregar as vistorias do contrato. Por favor, tente novamente.';
export const ERRO_TERMO = 'Erro ao baixar o termo de vistoria. Por favor, tente novamente.';

const NOME: Readonly<Record<TipoVistoria, { nome: string; feita: string }>> = {
  entrega: { nome: 'entrega', feita: 'Entrega feita' },
  devolucao: { nome: 'devolução', feita: 'Devolução feita' },
};

/** Below a contract's form: the hand-over at the car, at delivery and at return, each as the server has it. */
export function VistoriasDoContrato() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const contrato = useOne(contratos, id ?? null).data;
  // read again on every visit: the phone's outbox sends a vistoria without this cache hearing of it
  const lista = useList(vistorias, { filters: { contrato_id: contrato?.id } }, { enabled: contrato !== undefined, staleTime: 0 });
  if (!contrato) return null;

  let conteudo;
  // as tall as one button: "Encerrar contrato" below does not move when the vistorias arrive
  if (lista.isPending) {
    conteudo = (
      <Flex minH="11" align="center">
        <Spinner aria-label="Carregando as vistorias" />
      </Flex>
    );
  }
  else if (lista.isError) conteudo = <LoadError message={ERRO_VISTORIAS} onRetry={() => void lista.refetch()} retrying={lista.isFetching} />;
  else {
    const doTipo = (tipo: TipoVistoria) => lista.data.rows.find((v) => v.tipo === tipo);
    const entrega = doTipo('entrega');
    const devolucao = doTipo('devolucao');
    // just saved: the driver and the car are there now, so the delivery is the one thing to do
    const novo = params.get('novo') === '1' && !entrega;
    conteudo = (
      <>
        {novo ? <Text fontWeight="medium">{CONTRATO_SALVO}</Text> : null}
        <Etapa contrato={contrato} tipo="entrega" vistoria={entrega} principal={novo} />
        {/* a return is of a car that was delivered, or of a contract already ended */}
        {entrega || devolucao || contrato.status_contrato === 'finalizado' ? <Etapa contrato={contrato} tipo="devolucao" vistoria={devolucao} /> : null}
      </>
    );
  }
  return (
    <Stack as="section" aria-label="Vistorias" gap="3" mt="6">
      <Heading as="h2" fontSize="xl">
        Vistorias
      </Heading>
      {conteudo}
    </Stack>
  );
}

interface EtapaProps {
  contrato: Contrato;
  tipo: TipoVistoria;
  vistoria: RowOf<'vistorias'> | undefined;
  principal?: boolean;
}

/** One hand-over: to start, to continue, or done with its signed PDF. */
function Etapa({ contrato, tipo, vistoria, principal = false }: EtapaProps) {
  const { nome, feita } = NOME[tipo];
  const caminho = caminhoDaVistoria(contrato.veiculo_id, contrato.id, tipo);
  if (vistoria?.status === 'concluida') {
    return (
      <Flex gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
        <Text flex="1 1 14rem">
          {feita} em {formatDate(vistoria.realizada_em)}, {formatNumber(vistoria.quilometragem)} km
        </Text>
        <Button
          variant="outline"
          minH="11"
          aria-label={`Termo de vistoria de ${nome}`}
          onClick={() => abrirTermo(vistoria.id).catch(() => notify.error(ERRO_TERMO))}
        >
          Termo de vistoria
        </Button>
      </Flex>
    );
  }
  const rotulo = vistoria ? `Continuar vistoria de ${nome}` : `Vistoria de ${nome}`;
  return (
    <Box>
      <Button asChild minH="11" w={{ base: 'full', sm: 'auto' }} {...(principal ? { colorPalette: 'primary' } : { variant: 'outline' })}>
        <Link to={caminho} data-principal={principal ? '' : undefined}>
          {rotulo}
        </Link>
      </Button>
    </Box>
  );
}
