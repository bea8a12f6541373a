import type { ReactNode } from 'react';
import {
  Box,
  Button,
  ErrorAlert,
  Heading,
  Loading,
  RegistroNaoEncontrado,
  Stack,
  Text,
  enumLabel,
  formatBRL,
  formatDate,
  formatDiaPorExtenso,
  formatPlaca,
  useLocation,
  useNavigate,
  useParams,
  type EmpresaDoDocumento,
  type Recibo,
} from '@frota/shared';
import { valorPorExtenso } from './extenso';
import { formaDoRecebimento } from './recebimentos-do-pagamento';
import { useRecibo } from './api/recibo';

export const ERRO_RECIBO = 'Erro ao carregar o recibo. Por favor, tente novamente.';

/** /pagamentos/:id/recebimentos/:rid/recibo: the printable receipt of one recebimento. */
export function ReciboPage() {
  const { id = '', rid = '' } = useParams();
  const recibo = useRecibo(id, rid);
  const navigate = useNavigate();
  const { key } = useLocation();
  // back where the recibo was opened from (the list's dialog or the payment form); a recibo opened directly goes to its payment
  const voltar = () => (key === 'default' ? navigate(`/pagamentos/${id}/editar`) : navigate(-1));
  if (recibo.isPending) return <Loading />;
  if (recibo.isError && recibo.error.statusCode === 404) return <RegistroNaoEncontrado listPath="/pagamentos" />;
  if (recibo.isError) return <ErrorAlert message={ERRO_RECIBO} />;
  return (
    <Box>
      <AcoesDoRecibo onVoltar={voltar} />
      <ReciboView recibo={recibo.data} />
    </Box>
  );
}

/** Above a recibo: Imprimir, Voltar and what else the page offers; printed, the page is the receipt alone (the shell hides its bar and menu, and these buttons go too). */
export function AcoesDoRecibo({ onVoltar, children }: { onVoltar: () => void; children?: ReactNode }) {
  return (
    <Stack direction="row" gap="3" mb="4" flexWrap="wrap" _print={{ display: 'none' }}>
      <Button colorPalette="primary" minH="11" onClick={() => window.print()}>
        Imprimir
      </Button>
      <Button variant="outline" minH="11" onClick={onVoltar}>
        Voltar
      </Button>
      {children}
    </Stack>
  );
}

/** "10/03/2025 a 16/03/2025", or the day alone when it is one. */
export const formatPeriodo = ({ de, ate }: { de: string; ate: string }) => (de === ate ? formatDate(de) : `${formatDate(de)} a ${formatDate(ate)}`);

/** "Campinas/SP", the city alone, or nothing. */
const cidadeUf = ({ cidade, uf }: Pick<EmpresaDoDocumento, 'cidade' | 'uf'>) => [cidade, uf].filter(Boolean).join('/');

/** Who issues a document: razão social, CNPJ, address and WhatsApp, the lines it has (the extrato's print heads with it too). */
export function CabecalhoDaEmpresa({ empresa }: { empresa: EmpresaDoDocumento }) {
  const endereco = [empresa.endereco, cidadeUf(empresa)].filter(Boolean).join(' — ');
  return (
    <Box data-testid="empresa">
      <Text fontWeight="bold" fontSize="lg">
        {empresa.nome}
      </Text>
      {empresa.cnpj ? <Text>CNPJ {empresa.cnpj}</Text> : null}
      {endereco ? <Text color="fg.muted">{endereco}</Text> : null}
      {empresa.whatsapp ? <Text color="fg.muted">WhatsApp {empresa.whatsapp}</Text> : null}
    </Box>
  );
}

/**
 * A recibo's page: the company and the number, the amount in figures and in words, `children` (who paid, for what),
 * the place and date ("São Paulo, 29 de novembro de 2026", the payment's day) and the signature line.
 */
export function FolhaDoRecibo({ recibo, numero, largura, children }: { recibo: Pick<Recibo, 'empresa' | 'valor' | 'data_pagamento'>; numero: string; largura: '2xl' | '3xl'; children: ReactNode }) {
  const { empresa } = recibo;
  const data = formatDiaPorExtenso(recibo.data_pagamento);
  return (
    <Box as="article" id="recibo" aria-labelledby="recibo-titulo" bg="bg.panel" borderWidth="1px" borderRadius="l2" p={{ base: '4', md: '8' }} maxW={largura} _print={{ borderWidth: '0' }}>
      <Stack direction="row" justify="space-between" align="start" gap="4" mb="6" flexWrap="wrap">
        <CabecalhoDaEmpresa empresa={empresa} />
        <Heading as="h1" size="lg" id="recibo-titulo">
          Recibo nº {numero}
        </Heading>
      </Stack>
      <Text fontSize="2xl" fontWeight="bold" mb="1">
        {formatBRL(recibo.valor)}
      </Text>
      <Text mb="6" data-testid="valor-por-extenso">
        ({valorPorExtenso(recibo.valor)})
      </Text>
      {children}
      <Text mt="8" data-testid="local-e-data">
        {empresa.cidade ? `${empresa.cidade}, ${data}` : data}
      </Text>
      <Box mt="12" pt="2" borderTopWidth="1px" maxW="xs" textAlign="center">
        <Text>{empresa.nome}</Text>
        {empresa.cnpj ? <Text fontSize="sm">CNPJ {empresa.cnpj}</Text> : null}
      </Box>
    </Box>
  );
}

/** A labelled line of a recibo ("Recebemos de: …"), the single charge's and the lote's. */
export function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Text>
      <Text as="span" fontWeight="semibold">
        {rotulo}:
      </Text>{' '}
      {children}
    </Text>
  );
}

export function ReciboView({ recibo }: { recibo: Recibo }) {
  const { motorista, veiculo } = recibo;
  return (
    <FolhaDoRecibo recibo={recibo} numero={String(recibo.numero)} largura="2xl">
      <Stack gap="2">
        <Linha rotulo="Recebemos de">{motorista.nome}</Linha>
        <Linha rotulo="CPF">{motorista.cpf}</Linha>
        <Linha rotulo="Referente a">{enumLabel('tipo_cobranca', recibo.tipo)}</Linha>
        <Linha rotulo="Veículo">{`${formatPlaca(veiculo.placa)} — ${veiculo.modelo} ${veiculo.marca}`}</Linha>
        <Linha rotulo="Período">{formatPeriodo(recibo.periodo)}</Linha>
        <Linha rotulo="Forma de pagamento">{formaDoRecebimento(recibo)}</Linha>
        <Linha rotulo="Data do pagamento">{formatDate(recibo.data_pagamento)}</Linha>
        {recibo.saldo > 0 ? (
          <Text fontWeight="semibold" data-testid="pagamento-parcial">
            Pagamento parcial — saldo restante {formatBRL(recibo.saldo)}
          </Text>
        ) : null}
      </Stack>
    </FolhaDoRecibo>
  );
}
