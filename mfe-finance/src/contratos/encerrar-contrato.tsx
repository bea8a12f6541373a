import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Field,
  Input,
  Link,
  MSG,
  NativeSelect,
  Sheet,
  Spinner,
  Stack,
  Text,
  contratos,
  formatDate,
  hojeSaoPaulo,
  isHttpError,
  isStaleVersion,
  nomeDoContrato,
  notify,
  useNavigate,
  useOne,
  useParams,
  usePode,
  userMessage,
  type Contrato,
} from '@frota/shared';
import { useAcerto } from './api/acerto';
import { useEncerrarContrato, type StatusEncerramento } from './api/encerrar-contrato';
import { AcertoResumo } from './acerto-resumo';
import { caminhoDaVistoria } from './vistorias-do-contrato';

export const CONTRATO_ENCERRADO = 'Contrato encerrado';
export const ERRO_AO_ENCERRAR = 'Erro ao encerrar contrato. Por favor, tente novamente.';
export const ERRO_ACERTO = 'Erro ao calcular o acerto. Por favor, tente novamente.';
export const DEVOLUCAO_ANTES_OU_DEPOIS = 'A vistoria de devolução pode ser feita antes ou depois de encerrar o contrato.';

/** A 400 on the end date (before the start): the API's message for it. */
function erroDeData(error: unknown): string | null {
  return isHttpError(error) && error.statusCode === 400 ? (error.errors.data_fim ?? error.message) : null;
}

/** The edit page's "Encerrar contrato", for an active contract only. */
export function EncerrarContrato() {
  const { id = '' } = useParams();
  const contrato = useOne(contratos, id);
  // the contract as it was when the dialog opened: once closed it is finalizado, and the dialog shows the result
  const [aberto, setAberto] = useState<Contrato | null>(null);
  const pode = usePode('financeiro');
  if (!pode) return null;
  if (aberto) return <EncerrarDialog contrato={aberto} onClose={() => setAberto(null)} />;
  if (contrato.data?.status_contrato !== 'ativo') return null;
  const ativo = contrato.data;
  return (
    <Box mt="6">
      <Button variant="outline" colorPalette="red" minH="11" onClick={() => setAberto(ativo)}>
        Encerrar contrato
      </Button>
    </Box>
  );
}

// mounted only while open: the contract's version is the one shown when it was opened
function EncerrarDialog({ contrato, onClose }: { contrato: Contrato; onClose: () => void }) {
  const navigate = useNavigate();
  const [dataFim, setDataFim] = useState(hojeSaoPaulo());
  const [status, setStatus] = useState<StatusEncerramento>('finalizado');
  const [erro, setErro] = useState<string | null>(null);
  const encerramento = useEncerrarContrato();
  const resultado = encerramento.data ?? null;
  const enviando = encerramento.isPending;
  const dataValida = /^\d{4}-\d{2}-\d{2}$/.test(dataFim);

  function confirmar() {
    setErro(null);
    encerramento.mutate(
      { contrato, dataFim, status },
      {
        onSuccess: () => notify.success(CONTRATO_ENCERRADO),
        onError: (error) => setErro(isStaleVersion(error) ? MSG.registroAlterado : (erroDeData(error) ?? userMessage(error, ERRO_AO_ENCERRAR))),
      },
    );
  }

  const fechar = resultado ? () => navigate('/contratos') : onClose;
  return (
    <Sheet title="Encerrar contrato" onClose={fechar}>
      <Stack gap="4">
        <Text>{nomeDoContrato(contrato)}</Text>
        {resultado ? (
          <>
            <Text fontWeight="medium">
              Contrato {resultado.contrato.status_contrato === 'cancelado' ? 'cancelado' : 'encerrado'} em {formatDate(resultado.acerto.data_fim)}.
            </Text>
            <AcertoResumo acerto={resultado.acerto} rotulo="Acerto do contrato" />
            <Stack direction={{ base: 'column', sm: 'row' }} justify="end" gap="3">
              {/* a contract made by mistake had no car handed over */}
              {resultado.contrato.status_contrato === 'finalizado' ? <LinkDevolucao contrato={contrato} /> : null}
              <Button colorPalette="primary" minH="11" onClick={fechar}>
                Voltar para contratos
              </Button>
            </Stack>
          </>
        ) : (
          <>
            <Field.Root required>
              <Field.Label>Data de término</Field.Label>
              <Input type="date" size="lg" bg="bg.panel" min={contrato.data_inicio} value={dataFim} onChange={(e) => setDataFim(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Encerrar como</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field bg="bg.panel" value={status} onChange={(e) => setStatus(e.target.value as StatusEncerramento)}>
                  <option value="finalizado">Finalizado</option>
                  <option value="cancelado">Cancelado (feito por engano)</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {dataValida ? <Previa contratoId={contrato.id} dataFim={dataFim} /> : null}
            <Stack gap="2" align="start">
              <Text fontSize="sm" color="fg.muted">
                {DEVOLUCAO_ANTES_OU_DEPOIS}
              </Text>
              <LinkDevolucao contrato={contrato} />
            </Stack>
            {erro ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{erro}</Alert.Description>
              </Alert.Root>
            ) : null}
            <Stack direction="row" justify="end" gap="3">
              <Button variant="outline" minH="11" onClick={onClose} disabled={enviando}>
                Cancelar
              </Button>
              <Button colorPalette="red" minH="11" loading={enviando} disabled={!dataValida} onClick={confirmar}>
                Confirmar encerramento
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Sheet>
  );
}

/** The car's return at the car: the same vistoria the contract's page offers. */
function LinkDevolucao({ contrato }: { contrato: Contrato }) {
  return (
    <Button asChild variant="outline" minH="11">
      <Link to={caminhoDaVistoria(contrato.veiculo_id, contrato.id, 'devolucao')}>Vistoria de devolução</Link>
    </Button>
  );
}

/** The settlement as it would be on that end date. */
function Previa({ contratoId, dataFim }: { contratoId: number; dataFim: string }) {
  const acerto = useAcerto(contratoId, dataFim);
  if (acerto.isPending) return <Spinner aria-label="Calculando o acerto" />;
  if (acerto.isError) return <Text color="fg.error">{erroDeData(acerto.error) ?? userMessage(acerto.error, ERRO_ACERTO)}</Text>;
  return <AcertoResumo acerto={acerto.data} rotulo="Prévia do acerto" />;
}
