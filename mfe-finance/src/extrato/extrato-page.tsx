import type { ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  DataTable,
  Field,
  Flex,
  Heading,
  Input,
  LoadError,
  Loading,
  RegistroNaoEncontrado,
  SimpleGrid,
  Stack,
  Stat,
  Text,
  downloadText,
  formatBRL,
  formatDate,
  formatDiaPorExtenso,
  hojeSaoPaulo,
  isHttpError,
  useFilterParams,
  useIsPhone,
  useParams,
  type Column,
  type ExtratoMotorista,
} from '@frota/shared';
import { ReceberDoMotorista, ReceberProvider } from '../recebimentos/receber-do-motorista';
import { KmDasSemanas } from './km-das-semanas';
import { CabecalhoDaEmpresa } from '../recebimentos/recibo';
import { useExtrato } from './api/extrato';
import { extratoCsv, type LinhaCsv } from './extrato-csv';

export const ERRO_EXTRATO = 'Erro ao carregar o extrato. Por favor, tente novamente.';
export const SEM_LANCAMENTOS = 'Nenhum lançamento no período';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** One line as shown: a charge or receipt, or the opening balance before `de` (no value, only the balance). */
export interface LinhaExtrato extends LinhaCsv {
  chave: string;
}

/** The lines with the running balance the API gives each; with a period, an opening "Saldo anterior" line first. */
export function linhasDoExtrato(extrato: ExtratoMotorista, de: string | null): LinhaExtrato[] {
  const linhas: LinhaExtrato[] = [];
  if (de) linhas.push({ chave: 'anterior', data: de, descricao: 'Saldo anterior', valor: null, saldo: extrato.saldo_anterior });
  for (const l of extrato.lancamentos) {
    linhas.push({ chave: `${l.referencia.entidade}-${l.referencia.id}`, data: l.data, descricao: l.descricao, valor: l.valor, saldo: l.saldo, aVencer: l.a_vencer });
  }
  return linhas;
}

/** Positive means the driver owes: red. Negative is a credit the driver has. "Nada em aberto" only when the ledger says so. */
function Saldo({ saldo, ate, devedor }: { saldo: number; ate: string | null; devedor: number }) {
  const quando = ate ? ` em ${formatDate(ate)}` : '';
  const rotulo = saldo > 0 ? `Saldo devedor${quando}` : saldo < 0 ? `Saldo credor${quando}` : `Saldo${quando}`;
  return (
    <Stat.Root bg="bg.panel" borderWidth="1px" borderRadius="l2" p="4" maxW={{ md: 'sm' }}>
      <Stat.Label>{rotulo}</Stat.Label>
      <Stat.ValueText aria-live="polite" data-testid="saldo" color={saldo > 0 ? 'fg.error' : undefined}>
        {formatBRL(Math.abs(saldo))}
      </Stat.ValueText>
      <Stat.HelpText>
        {saldo > 0 ? 'O motorista deve este valor' : saldo < 0 ? 'Pago a mais pelo motorista' : devedor === 0 ? 'Nada em aberto' : 'Sem saldo no período'}
      </Stat.HelpText>
    </Stat.Root>
  );
}

/** The ledger's figures today, whatever the period: what is overdue, what is still to come, and the caução held. */
function Saldos({ extrato }: { extrato: ExtratoMotorista }) {
  const itens: [string, string, number][] = [
    ['vencido', 'Vencido', extrato.saldo_vencido],
    // an overdue rent's late charges today (issue 36): owed besides the saldo, a line of their own once paid
    ...(extrato.encargos > 0 ? [['encargos', 'Encargos por atraso hoje', extrato.encargos] as [string, string, number]] : []),
    ['a-vencer', 'A vencer', extrato.saldo_a_vencer],
    ['devedor', 'Saldo devedor hoje', extrato.saldo_devedor],
    ['custodia', 'Caução em custódia', extrato.caucao_em_custodia],
  ];
  return (
    <SimpleGrid as="dl" aria-label="Saldos de hoje" columns={{ base: 2, md: 4 }} gap="3">
      {itens.map(([id, rotulo, valor]) => (
        <Box key={id} bg="bg.panel" borderWidth="1px" borderRadius="l2" p="3">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {rotulo}
          </Text>
          <Text as="dd" fontWeight="semibold" data-testid={`saldo-${id}`} color={(id === 'vencido' || id === 'encargos') && valor > 0 ? 'fg.error' : undefined}>
            {formatBRL(valor)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A charge due today or later that is still open. */
function AVencer({ linha }: { linha: LinhaExtrato }) {
  if (!linha.aVencer) return null;
  return (
    <>
      {' '}
      <Badge colorPalette="blue" ms="1" variant="subtle">
        A vencer
      </Badge>
    </>
  );
}

function Caucao({ caucao }: { caucao: ExtratoMotorista['caucao'] }) {
  const itens: [string, number][] = [
    ['Valor', caucao.valor],
    ['Recebido', caucao.recebido],
    ['Abatido', caucao.abatido],
    ['Devolvido', caucao.devolvido],
  ];
  return (
    <Card.Root as="section" aria-label="Caução">
      <Card.Body>
        <Heading as="h2" fontSize="lg" mb="3">
          Caução
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
          {itens.map(([rotulo, valor]) => (
            <Box key={rotulo}>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {rotulo}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {formatBRL(valor)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Valor({ valor }: { valor: number | null }) {
  if (valor === null) return null;
  // a receipt (a credit) shows with its minus sign, in green
  return <Text as="span" color={valor < 0 ? 'fg.success' : undefined}>{formatBRL(valor)}</Text>;
}

const colunas: Column<LinhaExtrato>[] = [
  { key: 'data', label: 'Data', kind: 'date', render: (l) => (l.data ? formatDate(l.data) : '') },
  {
    key: 'descricao',
    label: 'Descrição',
    render: (l) => (
      <>
        {l.descricao}
        <AVencer linha={l} />
      </>
    ),
  },
  { key: 'valor', label: 'Valor', kind: 'money', render: (l) => <Valor valor={l.valor} /> },
  { key: 'saldo', label: 'Saldo acumulado', kind: 'money' },
];

const chave = (l: LinhaExtrato) => l.chave;

/** A phone's lines: the description and date, then the value and the running balance. */
function Cartoes({ linhas }: { linhas: LinhaExtrato[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Lançamentos">
      {linhas.map((l) => (
        <Box as="li" key={l.chave} bg="bg.panel" borderWidth="1px" borderRadius="l2" p="3">
          <Flex justify="space-between" gap="2">
            <Text fontWeight="medium">
              {l.descricao}
              <AVencer linha={l} />
            </Text>
            <Text color="fg.muted" whiteSpace="nowrap">{l.data ? formatDate(l.data) : ''}</Text>
          </Flex>
          <Flex justify="space-between" gap="2" mt="1">
            <Valor valor={l.valor} />
            <Text fontSize="sm" color="fg.muted">Saldo: {formatBRL(l.saldo)}</Text>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}

function Periodo() {
  const [params, setFilters] = useFilterParams();
  const de = params.get('de') ?? '';
  const ate = params.get('ate') ?? '';
  return (
    <Flex gap="3" wrap="wrap" align="end" _print={{ display: 'none' }}>
      <Field.Root maxW="44">
        <Field.Label>De</Field.Label>
        <Input type="date" bg="bg.panel" minH="11" value={de} onChange={(e) => setFilters({ de: e.target.value })} />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>Até</Field.Label>
        <Input type="date" bg="bg.panel" minH="11" value={ate} onChange={(e) => setFilters({ ate: e.target.value })} />
      </Field.Root>
      {de || ate ? (
        <Button variant="ghost" minH="11" onClick={() => setFilters({ de: '', ate: '' })}>
          Limpar período
        </Button>
      ) : null}
    </Flex>
  );
}

/** Printed only: who issues the statement, and where and when. */
function Emitente({ empresa }: { empresa: ExtratoMotorista['empresa'] }) {
  const hoje = formatDiaPorExtenso(hojeSaoPaulo());
  return (
    <Box display="none" _print={{ display: 'block' }} borderBottomWidth="1px" pb="3" data-testid="extrato-emitente">
      <CabecalhoDaEmpresa empresa={empresa} />
      <Text fontSize="sm" mt="1">
        Emitido em {empresa.cidade ? `${empresa.cidade}, ${hoje}` : hoje}
      </Text>
    </Box>
  );
}

function Cabecalho({ titulo, children }: { titulo: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Heading as="h1">{titulo}</Heading>
      {children}
    </Flex>
  );
}

/**
 * /motoristas/:id/extrato: the driver's balance (red when owed), the charges and receipts of a period with the
 * running balance, and the caução apart; printable and exported as CSV.
 */
export function ExtratoPage() {
  const { id = '' } = useParams();
  const [params] = useFilterParams();
  const de = DIA.test(params.get('de') ?? '') ? params.get('de') : null;
  const ate = DIA.test(params.get('ate') ?? '') ? params.get('ate') : null;
  const extrato = useExtrato(id, de, ate);
  const desdeMd = !useIsPhone();

  if (isHttpError(extrato.error) && extrato.error.statusCode === 404) {
    return (
      <Stack gap="4">
        <Cabecalho titulo="Extrato" />
        <RegistroNaoEncontrado listPath="/motoristas" />
      </Stack>
    );
  }
  const dados = extrato.data;
  const linhas = dados ? linhasDoExtrato(dados, de) : [];
  const exportar = () => downloadText(`extrato-motorista-${id}.csv`, extratoCsv(linhas));

  return (
    <ReceberProvider>
      <Stack gap="5">
        {dados ? <Emitente empresa={dados.empresa} /> : null}
        <Cabecalho titulo={dados ? `Extrato — ${dados.motorista.nome}` : 'Extrato'}>
          <Flex gap="2" wrap="wrap" _print={{ display: 'none' }}>
            {dados && dados.saldo_devedor > 0 ? <ReceberDoMotorista motorista={dados.motorista} /> : null}
            <Button variant="outline" minH="11" onClick={() => window.print()} disabled={!dados}>
              Imprimir
            </Button>
            <Button variant="outline" minH="11" onClick={exportar} disabled={!dados}>
              Exportar CSV
            </Button>
          </Flex>
        </Cabecalho>
        <Periodo />
        {extrato.isError && !dados ? (
          // a statement that failed to load is an error with a retry, never a zero balance; a failed refresh keeps the last one
          <LoadError message={ERRO_EXTRATO} onRetry={() => void extrato.refetch()} retrying={extrato.isFetching} />
        ) : !dados ? (
          <Loading label="Carregando extrato..." />
        ) : (
          <>
            <Saldo saldo={dados.saldo} ate={ate} devedor={dados.saldo_devedor} />
            <Saldos extrato={dados} />
            <Box as="section" aria-label="Lançamentos">
              <Heading as="h2" fontSize="lg" mb="3">
                Lançamentos
              </Heading>
              {dados.lancamentos.length === 0 ? (
                <Text color="fg.muted" mb="3">
                  {SEM_LANCAMENTOS}
                </Text>
              ) : null}
              {linhas.length === 0 ? null : desdeMd ? <DataTable rows={linhas} columns={colunas} rowKey={chave} /> : <Cartoes linhas={linhas} />}
            </Box>
            <Caucao caucao={dados.caucao} />
            <KmDasSemanas motoristaId={id} />
          </>
        )}
      </Stack>
    </ReceberProvider>
  );
}
