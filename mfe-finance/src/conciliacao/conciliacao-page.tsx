import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  ErrorAlert,
  Flex,
  Heading,
  LoadError,
  Loading,
  SimpleGrid,
  Stack,
  Text,
  formatBRL,
  formatDate,
  formatNumber,
  isHttpError,
  notify,
  userMessage,
  type LancamentoBancario,
  type TipoProposta,
} from '@frota/shared';
import { useConferir, useConfirmarVarios, useImportarExtrato } from './api/conferir';
import { useLancamentos, type StatusDaLista } from './api/lancamentos';

export const ERRO_LANCAMENTOS = 'Erro ao carregar os lançamentos. Por favor, tente novamente.';
export const ERRO_IMPORTAR = 'Erro ao importar o extrato. Por favor, tente novamente.';
export const ERRO_CONFERIR = 'Erro ao conferir o lançamento. Por favor, tente novamente.';
export const TEXTO_SUSPEITO =
  'A data ou o valor deste lançamento não puderam ser lidos do extrato, então ele não pode ser confirmado. Confira no app do banco: se for um pagamento, registre-o na cobrança; depois, tire-o da fila com "Não é aluguel".';

const TIPOS: Record<TipoProposta, { label: string; palette: string }> = {
  exato: { label: 'Exato', palette: 'green' },
  nome: { label: 'Pelo nome', palette: 'blue' },
  a_conferir: { label: 'A conferir', palette: 'orange' },
};

const brl = (valor: number) => formatBRL(valor).replace(/\u00a0/g, ' ');

/**
 * "R$ 650,00 de 20/11/2026": how a button names its line to a screen reader; an unreadable one by what could be read
 * ("ilegível de 17/11/2026"), else by the file's own text.
 */
function doLancamento(l: LancamentoBancario): string {
  if (l.valor !== null && l.data !== null) return `${brl(l.valor)} de ${formatDate(l.data)}`;
  const lido = l.valor !== null ? brl(l.valor) : l.data !== null ? formatDate(l.data) : [l.nome, l.memo].find(Boolean);
  return lido ? `ilegível de ${lido}` : `ilegível ${l.fitid}`;
}

/** "Lançamento de R$ 650,00 de 20/11/2026", "Lançamento conferido ilegível de R$ 700,00": a card's name. */
const rotuloDe = (l: LancamentoBancario, conferido = false) =>
  `Lançamento${conferido ? ' conferido' : ''}${l.valor === null || l.data === null ? ' ' : ' de '}${doLancamento(l)}`;

/** What the file said of an unreadable line's date and amount: the clerk looks for it in the bank app. */
function textoDoArquivo(l: LancamentoBancario): string {
  const campo = (nome: string, bruto: string | null) => `${nome} ${bruto ? `“${bruto}”` : 'em branco'}`;
  return `No arquivo: ${campo('data', l.data_bruta)}, ${campo('valor', l.valor_bruto)}`;
}
const quantosExatos = (n: number) => (n === 1 ? 'Confirmar o exato' : `Confirmar os ${formatNumber(n)} exatos`);

function Cabecalho({ lancamento }: { lancamento: LancamentoBancario }) {
  const texto = [lancamento.nome, lancamento.memo].filter(Boolean).join(' · ');
  return (
    <>
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="xl" fontWeight="bold">
          {lancamento.valor === null ? 'Valor ilegível' : formatBRL(lancamento.valor)}
        </Text>
        <Text color="fg.muted">{lancamento.data === null ? 'Data ilegível' : formatDate(lancamento.data)}</Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {texto || 'Sem descrição do banco'}
      </Text>
      {lancamento.valor === null || lancamento.data === null ? (
        <Text fontSize="sm" wordBreak="break-word">
          {textoDoArquivo(lancamento)}
        </Text>
      ) : null}
    </>
  );
}

function Cartao({ children, rotulo }: { children: React.ReactNode; rotulo: string }) {
  return (
    <Box as="li" bg="bg.panel" borderWidth="1px" borderRadius="l2" p="4" aria-label={rotulo} minW="0">
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

/** An open line: its proposal and why, Confirmar (or a candidate's), Não é aluguel. */
function LinhaAberta({ lancamento }: { lancamento: LancamentoBancario }) {
  const conferir = useConferir();
  const proposta = lancamento.proposta;
  const tipo = proposta ? TIPOS[proposta.tipo] : null;
  const rodar = (acao: 'confirmar' | 'nao-e-aluguel', pagamento_ids?: number[]) =>
    conferir.mutate(
      { lancamento, acao, ...(pagamento_ids ? { pagamento_ids } : {}) },
      { onError: (error) => notify.error(userMessage(error, ERRO_CONFERIR)) },
    );
  return (
    <Cartao rotulo={rotuloDe(lancamento)}>
      <Cabecalho lancamento={lancamento} />
      {proposta && tipo ? (
        <>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette={tipo.palette}>{tipo.label}</Badge>
            {proposta.motorista_nome ? <Text fontWeight="semibold">{proposta.motorista_nome}</Text> : null}
          </Flex>
          <Text fontSize="sm">{proposta.motivo}</Text>
          {proposta.candidatos.map((c) => (
            <Flex key={c.pagamento_ids.join('-')} gap="2" align="center" justify="space-between" wrap="wrap">
              <Text fontSize="sm" minW="0">
                {c.motorista_nome} · {formatBRL(c.valor)} · venc. {formatDate(c.data_prevista)}
              </Text>
              <Button
                size="sm"
                minH="11"
                variant="outline"
                loading={conferir.isPending}
                aria-label={`Confirmar ${doLancamento(lancamento)} como pagamento de ${c.motorista_nome}`}
                onClick={() => rodar('confirmar', c.pagamento_ids)}
              >
                É deste
              </Button>
            </Flex>
          ))}
        </>
      ) : null}
      <SimpleGrid columns={2} gap="2" css={{ '& > *': { width: '100%' } }}>
        {proposta?.pagamento_ids.length ? (
          <Button
            size="sm"
            minH="11"
            colorPalette="blue"
            loading={conferir.isPending}
            aria-label={`Confirmar ${doLancamento(lancamento)}`}
            onClick={() => rodar('confirmar', proposta.pagamento_ids)}
          >
            Confirmar
          </Button>
        ) : null}
        <Button size="sm" minH="11" variant="outline" loading={conferir.isPending} aria-label={`Não é aluguel: ${doLancamento(lancamento)}`} onClick={() => rodar('nao-e-aluguel')}>
          Não é aluguel
        </Button>
      </SimpleGrid>
    </Cartao>
  );
}

/**
 * A line whose date or amount could not be read: never confirmed (it moves no money), shown as the file wrote it for
 * the clerk to find it in the bank app; once checked, Não é aluguel sets it aside.
 */
function LinhaSuspeita({ lancamento }: { lancamento: LancamentoBancario }) {
  const conferir = useConferir();
  return (
    <Cartao rotulo={rotuloDe(lancamento)}>
      <Cabecalho lancamento={lancamento} />
      <Badge colorPalette="red" alignSelf="flex-start">
        Ilegível
      </Badge>
      <Text fontSize="sm">{TEXTO_SUSPEITO}</Text>
      <SimpleGrid columns={2} gap="2" css={{ '& > *': { width: '100%' } }}>
        <Button
          size="sm"
          minH="11"
          variant="outline"
          loading={conferir.isPending}
          aria-label={`Não é aluguel: ${doLancamento(lancamento)}`}
          onClick={() => conferir.mutate({ lancamento, acao: 'nao-e-aluguel' }, { onError: (error) => notify.error(userMessage(error, ERRO_CONFERIR)) })}
        >
          Não é aluguel
        </Button>
      </SimpleGrid>
    </Cartao>
  );
}

/** A reconciled line: who it paid (or that it was set aside), and Desfazer. */
function LinhaConferida({ lancamento }: { lancamento: LancamentoBancario }) {
  const conferir = useConferir();
  const situacao = lancamento.status === 'confirmado' ? `Confirmado${lancamento.motorista_nome ? ` · ${lancamento.motorista_nome}` : ''}` : 'Não é aluguel';
  return (
    <Cartao rotulo={rotuloDe(lancamento, true)}>
      <Cabecalho lancamento={lancamento} />
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Badge colorPalette={lancamento.status === 'confirmado' ? 'green' : 'gray'}>{situacao}</Badge>
        <Button
          size="sm"
          minH="11"
          variant="outline"
          loading={conferir.isPending}
          aria-label={`Desfazer ${doLancamento(lancamento)}`}
          onClick={() => conferir.mutate({ lancamento, acao: 'estornar' }, { onError: (error) => notify.error(userMessage(error, ERRO_CONFERIR)) })}
        >
          Desfazer
        </Button>
      </Flex>
    </Cartao>
  );
}

function Lista({ status, vazio, titulo }: { status: StatusDaLista; vazio: string; titulo: string }) {
  const consulta = useLancamentos(status);
  const confirmarVarios = useConfirmarVarios();
  if (consulta.isPending) return <Loading label="Carregando lançamentos..." />;
  if (consulta.isError && !consulta.data) return <LoadError message={ERRO_LANCAMENTOS} onRetry={() => void consulta.refetch()} retrying={consulta.isFetching} />;
  const linhas = consulta.data ?? [];
  const exatos = linhas.filter((l) => l.proposta?.tipo === 'exato').map((l) => l.id);
  return (
    <Stack gap="3" aria-busy={consulta.isFetching}>
      {status === 'aberto' && exatos.length ? (
        <Button
          minH="11"
          colorPalette="green"
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          loading={confirmarVarios.isPending}
          onClick={() =>
            confirmarVarios.mutate(exatos, {
              onSuccess: (resposta) => notify.success(resposta.mensagem),
              onError: (error) => notify.error(userMessage(error, ERRO_CONFERIR)),
            })
          }
        >
          {quantosExatos(exatos.length)}
        </Button>
      ) : null}
      {linhas.length ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="3" aria-label={titulo}>
          {linhas.map((l) =>
            status === 'conferido' ? (
              <LinhaConferida key={l.id} lancamento={l} />
            ) : l.status === 'suspeito' ? (
              <LinhaSuspeita key={l.id} lancamento={l} />
            ) : (
              <LinhaAberta key={l.id} lancamento={l} />
            ),
          )}
        </SimpleGrid>
      ) : (
        <Text py="4" color="fg.muted">
          {vazio}
        </Text>
      )}
    </Stack>
  );
}

/** Importar extrato: the bank's OFX, and what it added. */
function Importar() {
  const importar = useImportarExtrato();
  const [resultado, setResultado] = useState('');
  const [erro, setErro] = useState('');
  return (
    <Stack gap="2">
      <Button asChild minH="11" colorPalette="blue" alignSelf={{ base: 'stretch', md: 'flex-start' }} loading={importar.isPending}>
        <label>
          Importar extrato OFX
          <input
            type="file"
            accept=".ofx,.OFX,application/x-ofx,text/plain"
            hidden
            aria-label="Arquivo OFX do extrato"
            onChange={(e) => {
              const arquivo = e.target.files?.[0];
              e.target.value = '';
              if (!arquivo) return;
              setResultado('');
              setErro('');
              importar.mutate(arquivo, {
                onSuccess: (resposta) => setResultado(resposta.mensagem),
                // the server says what is wrong with the file (not an OFX, too large)
                onError: (error) => setErro(isHttpError(error) && [400, 413].includes(error.statusCode) ? error.message : userMessage(error, ERRO_IMPORTAR)),
              });
            }}
          />
        </label>
      </Button>
      <Text aria-live="polite" fontWeight={resultado ? 'semibold' : undefined}>
        {resultado}
      </Text>
      {erro ? <ErrorAlert message={erro} /> : null}
    </Stack>
  );
}

/** /conciliacao: the bank statement's credits matched to the charges (issue 36). */
export function ConciliacaoPage() {
  return (
    <Stack gap="5">
      <Heading as="h1">Conciliação</Heading>
      <Text color="fg.muted">Importe o extrato OFX do banco: cada Pix recebido aparece com a cobrança que ele paga. Confira e confirme.</Text>
      <Importar />
      <Stack gap="3" as="section" aria-labelledby="conciliacao-abertos">
        <Heading as="h2" size="lg" id="conciliacao-abertos">
          A conciliar
        </Heading>
        <Lista status="aberto" titulo="Lançamentos a conciliar" vazio="Nenhum lançamento a conciliar." />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="conciliacao-conferidos">
        <Heading as="h2" size="lg" id="conciliacao-conferidos">
          Conferidos
        </Heading>
        <Lista status="conferido" titulo="Lançamentos conferidos" vazio="Nenhum lançamento conferido ainda." />
      </Stack>
    </Stack>
  );
}
