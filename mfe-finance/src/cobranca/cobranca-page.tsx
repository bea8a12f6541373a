import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  DataTable,
  Flex,
  HStack,
  Heading,
  Input,
  Link,
  LoadError,
  Loading,
  MSG,
  SimpleGrid,
  Stack,
  Text,
  formatBRL,
  formatDate,
  formatNumber,
  formatPlaca,
  hojeSaoPaulo,
  linkLigar,
  linkWhatsApp,
  notaDeEncargos,
  useFilterParams,
  useIsPhone,
  useSearchParams,
  type CobrancaMotorista,
  type Column,
} from '@frota/shared';
import { ReceberDoMotorista, ReceberProvider } from '../recebimentos/receber-do-motorista';
import { TAMANHO_PAGINA, useCobranca } from './api/cobranca';
import { HojeTab } from './hoje/hoje-tab';


export const ERRO_COBRANCA = 'Erro ao carregar a cobrança. Por favor, tente novamente.';
const ESPERA_BUSCA_MS = 300;

export const quantasCobrancas = (n: number) => (n === 1 ? '1 cobrança' : `${formatNumber(n)} cobranças`);

/** "Receber", "WhatsApp", "Ligar" and "Ver extrato": 44 px targets, each naming the driver for a screen reader. */
/** Receber, WhatsApp, Ligar, Ver extrato: in a row on a table, two by two filling a phone's card. */
function Acoes({ row, cartao = false }: { row: CobrancaMotorista; cartao?: boolean }) {
  const whatsapp = linkWhatsApp(row);
  const ligar = linkLigar(row.motorista.telefone);
  const nome = row.motorista.nome;
  const Moldura = cartao ? GradeDoCartao : LinhaDaTabela;
  return (
    <Moldura>
      <ReceberDoMotorista motorista={row.motorista} />
      {whatsapp ? (
        <Button asChild size="sm" minH="11" colorPalette="green">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp para ${nome}`}>
            WhatsApp
          </a>
        </Button>
      ) : null}
      {ligar ? (
        <Button asChild size="sm" minH="11" variant="outline">
          <a href={ligar} aria-label={`Ligar para ${nome}`}>
            Ligar
          </a>
        </Button>
      ) : null}
      <Button asChild size="sm" minH="11" variant="outline">
        <Link to={`/motoristas/${row.motorista.id}/extrato`} aria-label={`Ver extrato de ${nome}`}>
          Ver extrato
        </Link>
      </Button>
    </Moldura>
  );
}

function LinhaDaTabela({ children }: { children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap">
      {children}
    </Flex>
  );
}

function GradeDoCartao({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={2} gap="2" css={{ '& > *': { width: '100%' } }}>
      {children}
    </SimpleGrid>
  );
}

function Cartoes({ rows }: { rows: CobrancaMotorista[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Motoristas em atraso">
      {rows.map((row) => (
        <Box as="li" key={row.motorista.id} bg="bg.panel" borderWidth="1px" borderRadius="l2" p="4">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{row.motorista.nome}</Text>
            <Text color="fg.muted">{formatPlaca(row.veiculo.placa)}</Text>
          </Flex>
          <Text fontSize="xl" fontWeight="bold" color="fg.error" mt="1">
            {formatBRL(row.valor_em_atraso)}
          </Text>
          {notaDeEncargos(row) ? <Text fontSize="sm">{notaDeEncargos(row)}</Text> : null}
          <Text fontSize="sm" color="fg.muted" mb="3">
            {quantasCobrancas(row.cobrancas_em_atraso)} · desde {formatDate(row.vencimento_mais_antigo)}
          </Text>
          <Acoes row={row} cartao />
        </Box>
      ))}
    </Stack>
  );
}

const colunas: Column<CobrancaMotorista>[] = [
  { key: 'motorista', label: 'Motorista', value: (row) => row.motorista.nome, lines: 2 },
  { key: 'placa', label: 'Placa', value: (row) => formatPlaca(row.veiculo.placa) },
  {
    key: 'valor_em_atraso',
    label: 'Valor em atraso',
    kind: 'money',
    render: (row) => (
      <Text as="span" color="fg.error" fontWeight="semibold">
        {formatBRL(row.valor_em_atraso)}
      </Text>
    ),
    // the late charges beside it, as the message and the Pix ask them
    note: notaDeEncargos,
  },
  { key: 'cobrancas_em_atraso', label: 'Cobranças', value: (row) => quantasCobrancas(row.cobrancas_em_atraso), priority: 2 },
  { key: 'vencimento_mais_antigo', label: 'Vencimento mais antigo', kind: 'date', priority: 1 },
  { key: 'acoes', label: 'Ações', render: (row) => <Acoes row={row} /> },
];

const chave = (row: CobrancaMotorista) => row.motorista.id;

/** The search box keeps what is typed to itself and asks the server once typing pauses. */
function Busca({ q, onBuscar }: { q: string; onBuscar: (q: string) => void }) {
  const [valor, setValor] = useState(q);
  useEffect(() => setValor((atual) => (atual.trim() === q ? atual : q)), [q]);
  useEffect(() => {
    if (valor.trim() === q) return;
    const timer = setTimeout(() => onBuscar(valor.trim()), ESPERA_BUSCA_MS);
    return () => clearTimeout(timer);
  }, [valor, q, onBuscar]);
  return (
    <Input
      type="search"
      aria-label="Buscar por motorista ou placa"
      placeholder="Buscar..."
      minH="11"
      maxW={{ md: 'sm' }}
      bg="bg.panel"
      value={valor}
      onChange={(e) => setValor(e.target.value)}
    />
  );
}

const ABAS = [
  { value: 'atraso', label: 'Em atraso' },
  { value: 'hoje', label: 'Hoje' },
] as const;
type Aba = (typeof ABAS)[number]['value'];

/** "Em atraso" and "Hoje" (issue 36), kept in ?aba= so a reload or a link keeps the tab. */
function Abas({ aba, onChange }: { aba: Aba; onChange: (aba: Aba) => void }) {
  return (
    <HStack role="tablist" aria-label="Cobrança" gap="2" borderBottomWidth="1px">
      {ABAS.map(({ value, label }) => (
        <Button
          key={value}
          role="tab"
          aria-selected={aba === value}
          variant="ghost"
          minH="11"
          borderRadius="0"
          borderBottomWidth="2px"
          borderBottomColor={aba === value ? 'colorPalette.solid' : 'transparent'}
          colorPalette="primary"
          fontWeight={aba === value ? 'semibold' : 'normal'}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </HStack>
  );
}

/** /cobranca: the drivers with overdue charges ("Em atraso") and the day's reminders ("Hoje"). */
export function CobrancaPage() {
  const [params, setParams] = useSearchParams();
  const aba: Aba = params.get('aba') === 'hoje' ? 'hoje' : 'atraso';
  const trocar = (nova: Aba) => setParams(nova === 'hoje' ? { aba: 'hoje' } : {}, { replace: true });
  return (
    <ReceberProvider>
      <Stack gap="4">
        <Heading as="h1">Cobrança</Heading>
        <Abas aba={aba} onChange={trocar} />
        {aba === 'hoje' ? <HojeTab data={hojeSaoPaulo()} /> : <EmAtraso />}
      </Stack>
    </ReceberProvider>
  );
}

/** The drivers with overdue charges, the largest debt first, with WhatsApp, call and statement. */
function EmAtraso() {
  const [params, setFilters] = useFilterParams();
  const [, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const consulta = useCobranca(page, q);
  const desdeMd = !useIsPhone();
  const total = consulta.data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / TAMANHO_PAGINA));
  const irPara = (n: number) =>
    setParams(
      (atual) => {
        const proximo = new URLSearchParams(atual);
        if (n > 1) proximo.set('page', String(n));
        else proximo.delete('page');
        return proximo;
      },
      { replace: true },
    );
  // a new search starts on its first page (setFilters drops the page)
  const buscar = useCallback((texto: string) => setFilters({ q: texto }), [setFilters]);

  let conteudo;
  if (consulta.isPending) conteudo = <Loading label="Carregando cobrança..." />;
  else if (consulta.isError && !consulta.data) {
    conteudo = <LoadError message={ERRO_COBRANCA} onRetry={() => void consulta.refetch()} retrying={consulta.isFetching} />;
  } else if (!consulta.data?.rows.length) {
    conteudo = (
      <Text py="6" textAlign="center" color="fg.muted">
        {q ? MSG.nenhumResultado(q) : MSG.nenhumMotoristaEmAtraso}
      </Text>
    );
  } else {
    const rows = consulta.data.rows;
    conteudo = desdeMd ? <DataTable rows={rows} columns={colunas} rowKey={chave} /> : <Cartoes rows={rows} />;
  }

  return (
    <>
      <Busca q={q} onBuscar={buscar} />
      {consulta.data && total > 0 ? (
        <Text color="fg.muted" aria-live="polite">
          {total === 1 ? '1 motorista em atraso' : `${formatNumber(total)} motoristas em atraso`}
        </Text>
      ) : null}
      <Box aria-busy={consulta.isFetching}>{conteudo}</Box>
      {paginas > 1 ? (
        <HStack justify="center" gap="3">
          <Button variant="outline" minH="11" disabled={page <= 1} onClick={() => irPara(page - 1)}>
            Anterior
          </Button>
          <Text>
            Página {page} de {paginas}
          </Text>
          <Button variant="outline" minH="11" disabled={page >= paginas} onClick={() => irPara(page + 1)}>
            Próxima
          </Button>
        </HStack>
      ) : null}
    </>
  );
}
