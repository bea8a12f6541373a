import {
  Box,
  Button,
  DataTable,
  ErrorAlert,
  Heading,
  Loading,
  Stack,
  Text,
  enumLabel,
  formatBRL,
  formatDate,
  formatPlaca,
  useLocation,
  useNavigate,
  useParams,
  type Column,
  type ReciboLote,
} from '@frota/shared';
import { valorPorExtenso } from './extenso';
import { useReciboLote } from './lotes-api';
import { ERRO_RECIBO, Linha } from './recibo';

/** /pagamentos/motoristas/:id/recebimentos/:rid/recibo: one printable receipt for every charge a payment covered. */
export function ReciboLotePage() {
  const { id = '', rid = '' } = useParams();
  const recibo = useReciboLote(id, rid);
  const navigate = useNavigate();
  const { key } = useLocation();
  // back where it was opened from (the extrato or Cobrança); opened directly, to the driver's extrato
  const voltar = () => (key === 'default' ? navigate(`/motoristas/${id}/extrato`) : navigate(-1));
  if (recibo.isPending) return <Loading />;
  if (recibo.isError) return <ErrorAlert message={recibo.error.statusCode === 404 ? recibo.error.message : ERRO_RECIBO} />;
  return (
    <Box>
      {/* printed, the page is the receipt alone: the shell hides its bar and menu, and these buttons go too */}
      <Stack direction="row" gap="3" mb="4" flexWrap="wrap" _print={{ display: 'none' }}>
        <Button colorPalette="primary" minH="11" onClick={() => window.print()}>
          Imprimir
        </Button>
        <Button variant="outline" minH="11" onClick={voltar}>
          Voltar
        </Button>
      </Stack>
      <ReciboLoteView recibo={recibo.data} />
    </Box>
  );
}

const periodo = ({ de, ate }: { de: string; ate: string }) => (de === ate ? formatDate(de) : `${formatDate(de)} a ${formatDate(ate)}`);

type Item = ReciboLote['itens'][number];

const colunas: Column<Item>[] = [
  {
    key: 'tipo',
    label: 'Referente a',
    value: (item) => `${enumLabel('tipo_cobranca', item.tipo)}${item.tipo === 'aluguel' ? ` (${periodo(item.periodo)})` : ''}`,
  },
  { key: 'data_prevista', label: 'Vencimento', kind: 'date' },
  { key: 'placa', label: 'Placa', value: (item) => formatPlaca(item.placa) },
  { key: 'valor', label: 'Valor pago', kind: 'money' },
  { key: 'saldo', label: 'Saldo em aberto', kind: 'money' },
];

/** The single recibo's layout (company, number, amount in words, who paid), with a line per charge it paid. */
export function ReciboLoteView({ recibo }: { recibo: ReciboLote }) {
  const { empresa, motorista } = recibo;
  return (
    <Box as="article" id="recibo" aria-labelledby="recibo-titulo" bg="bg.panel" borderWidth="1px" borderRadius="l2" p={{ base: '4', md: '8' }} maxW="3xl" _print={{ borderWidth: '0' }}>
      <Stack direction="row" justify="space-between" align="start" gap="4" mb="6" flexWrap="wrap">
        <Box>
          <Text fontWeight="bold" fontSize="lg">
            {empresa.nome}
          </Text>
          {empresa.cidade ? <Text color="fg.muted">{empresa.cidade}</Text> : null}
        </Box>
        <Heading as="h1" size="lg" id="recibo-titulo">
          Recibo nº L{recibo.numero}
        </Heading>
      </Stack>
      <Text fontSize="2xl" fontWeight="bold" mb="1">
        {formatBRL(recibo.valor)}
      </Text>
      <Text mb="6" data-testid="valor-por-extenso">
        ({valorPorExtenso(recibo.valor)})
      </Text>
      <Stack gap="2" mb="6">
        <Linha rotulo="Recebemos de">{motorista.nome}</Linha>
        <Linha rotulo="CPF">{motorista.cpf}</Linha>
        <Linha rotulo="Forma de pagamento">{enumLabel('forma_pagamento', recibo.forma_pagamento)}</Linha>
        <Linha rotulo="Data do pagamento">{formatDate(recibo.data_pagamento)}</Linha>
      </Stack>
      <Box as="section" aria-label="Cobranças pagas">
        <DataTable rows={recibo.itens} columns={colunas} rowKey={(item) => item.pagamento_id} />
      </Box>
      <Text mt="3" fontWeight="semibold" textAlign="end" data-testid="recibo-total">
        Total: {formatBRL(recibo.valor)}
      </Text>
      <Box mt="16" pt="2" borderTopWidth="1px" maxW="xs" textAlign="center">
        <Text>{empresa.nome}</Text>
      </Box>
    </Box>
  );
}
