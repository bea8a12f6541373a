import {
  Box,
  Button,
  ErrorAlert,
  Link,
  Loading,
  Sheet,
  Stack,
  Text,
  enumLabel,
  formatBRL,
  formatDate,
  formatPlaca,
  usePode,
  valorMaiorQueEmAberto,
  type RecebimentoLote,
} from '@frota/shared';
import { useExtrato } from '../extrato/api/extrato';
import { useRegistrarLote } from './api/registrar-lote';
import { caminhoDoReciboLote } from './recibo-lote';
import { PixQr } from './pix-qr';
import { CamposDeRecebimento } from './recebimento-form';
import { useEnvioIdempotente, validar } from './submissao';
import { dialogState } from './dialog-state';

// which record's dialog is open, in the React state of the screen around the buttons
const { Provider, useOpen } = dialogState(ReceberDialog, (motorista) => motorista.id);

/** Around a page of drivers (Cobrança, an extrato): whose "Receber" dialog is open. */
export const ReceberProvider = Provider;

export const PAGAMENTO_REGISTRADO = 'Pagamento registrado';
export const ERRO_SALDO = 'Erro ao carregar o saldo do motorista. Por favor, tente novamente.';

interface Motorista {
  id: number;
  nome: string;
}

/** "Receber" (a 44 px target named for the driver): one payment over the driver's open charges. Finance roles only. */
export function ReceberDoMotorista({ motorista }: { motorista: Motorista }) {
  const pode = usePode('financeiro');
  const abrir = useOpen();
  if (!pode) return null;
  return (
    <Button size="sm" minH="11" colorPalette="green" aria-label={`Receber de ${motorista.nome}`} onClick={() => abrir({ id: motorista.id, nome: motorista.nome })}>
      Receber
    </Button>
  );
}

const descricao = (item: RecebimentoLote['alocacao'][number]) =>
  `${enumLabel('tipo_cobranca', item.tipo)} — ${formatPlaca(item.placa)}, vencimento ${formatDate(item.data_prevista)}`;

/** The page's "Receber" dialog (a bottom sheet on a phone), for the driver whose button opened it; from the saldo devedor as it is when opened. */
function ReceberDialog({ record: motorista, onClose }: { record: Motorista; onClose: () => void }) {
  // the extrato's own query (cached when opened from it): the ledger's saldo devedor
  const extrato = useExtrato(String(motorista.id), null, null);
  // the ledger's saldo devedor and the encargos of the overdue rents today, which the payment takes after each rent
  const saldo = (Math.round((extrato.data?.saldo_devedor ?? 0) * 100) + Math.round((extrato.data?.encargos ?? 0) * 100)) / 100;
  const encargos = extrato.data?.encargos ?? 0;
  const registrar = useRegistrarLote();
  const envio = useEnvioIdempotente<RecebimentoLote>({
    validar: (valores) => validar(valores, saldo, valorMaiorQueEmAberto(saldo)),
    post: (input, chave) => registrar.mutateAsync({ motoristaId: motorista.id, input, chave }),
    sucesso: PAGAMENTO_REGISTRADO,
  });
  const { registrado } = envio;

  let conteudo;
  if (registrado) {
    conteudo = (
      <Stack gap="4">
        <Text fontWeight="medium">
          {PAGAMENTO_REGISTRADO}: {formatBRL(registrado.valor)} em {formatDate(registrado.data_pagamento)}.
        </Text>
        <Box as="section" aria-labelledby="alocacao-titulo">
          <Text id="alocacao-titulo" fontWeight="semibold" mb="2">
            Cobranças pagas
          </Text>
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Cobranças pagas">
            {registrado.alocacao.map((item) => (
              <Box as="li" key={item.pagamento_id} borderWidth="1px" borderRadius="l2" p="3">
                <Text>{descricao(item)}</Text>
                <Text fontWeight="semibold">
                  {formatBRL(item.valor)}
                  {item.saldo > 0 ? (
                    <Text as="span" fontWeight="normal" color="fg.muted">
                      {' '}
                      · ainda em aberto {formatBRL(item.saldo)}
                    </Text>
                  ) : null}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
        <Stack direction="row" justify="end" gap="3" flexWrap="wrap">
          <Button variant="outline" minH="11" onClick={onClose}>
            Fechar
          </Button>
          <Button asChild colorPalette="primary" minH="11">
            <Link to={caminhoDoReciboLote(motorista.id, registrado.id)}>Imprimir recibo</Link>
          </Button>
        </Stack>
      </Stack>
    );
  } else if (extrato.isError) {
    conteudo = <ErrorAlert message={ERRO_SALDO} />;
  } else if (!extrato.data) {
    conteudo = <Loading label="Carregando saldo..." />;
  } else {
    conteudo = (
      <>
        <Text mb="4">
          {encargos > 0
            ? `Saldo devedor ${formatBRL(extrato.data.saldo_devedor)} + ${formatBRL(encargos)} de encargos. O valor paga as cobranças em aberto, a de vencimento mais antigo primeiro, e os encargos de cada aluguel logo depois dele.`
            : `Saldo devedor ${formatBRL(saldo)}. O valor paga as cobranças em aberto, a de vencimento mais antigo primeiro.`}
        </Text>
        <CamposDeRecebimento valorInicial={saldo} submissao={envio} onCancel={onClose}>
          {(valores) => (valores.forma_pagamento === 'pix' ? <PixQr alvo={{ recurso: 'motoristas', id: motorista.id }} saldo={saldo} valor={valores.valor} /> : null)}
        </CamposDeRecebimento>
      </>
    );
  }

  return (
    <Sheet title={`Receber de ${motorista.nome}`} onClose={onClose}>
      {conteudo}
    </Sheet>
  );
}
