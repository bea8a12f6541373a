import {
  Box,
  Heading,
  LoadError,
  Loading,
  Stack,
  Text,
  derivedKeys,
  etapaLabel,
  formatBRL,
  formatDate,
  formatDiaHora,
  http,
  queryOptions,
  useParams,
  useQuery,
  type HttpError,
  type Id,
  type LembreteEnviado,
} from '@frota/shared';

export const ERRO_LEMBRETES = 'Erro ao carregar os lembretes enviados. Por favor, tente novamente.';

/** GET /api/motoristas/{id}/lembretes: the collection reminders sent to him, the latest first (issue 36). */
async function buscarLembretes(id: Id): Promise<LembreteEnviado[]> {
  const response = await http.get<LembreteEnviado[]>(`/motoristas/${id}/lembretes`);
  return Array.isArray(response.data) ? response.data : [];
}

function Lista({ id }: { id: string }) {
  const consulta = useQuery(queryOptions<LembreteEnviado[], HttpError>({ queryKey: derivedKeys.lembretesDoMotorista(id), queryFn: () => buscarLembretes(id) }));
  if (consulta.isPending) return <Loading label="Carregando lembretes..." />;
  if (consulta.isError) return <LoadError message={ERRO_LEMBRETES} onRetry={() => void consulta.refetch()} retrying={consulta.isFetching} />;
  if (!consulta.data.length) return <Text color="fg.muted">Nenhum lembrete enviado.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {consulta.data.map((l) => (
        <Text as="li" key={l.id}>
          {formatDate(l.data)} · {etapaLabel(l.etapa)} · {formatBRL(l.valor)} · {l.enviado_por ? `${l.enviado_por}, ` : ''}
          {formatDiaHora(l.enviado_em)}
        </Text>
      ))}
    </Stack>
  );
}

/** "Lembretes enviados" on the driver's edit page: what was sent to him, when and by whom; a new driver has none. */
export function LembretesEnviados() {
  const { id } = useParams();
  if (!id) return null;
  return (
    <Box as="section" aria-label="Lembretes enviados" gridColumn="1 / -1">
      <Heading as="h2" size="sm" mb="2">
        Lembretes enviados
      </Heading>
      <Lista id={id} />
    </Box>
  );
}
