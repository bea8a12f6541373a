import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Flex,
  Heading,
  Link,
  LoadError,
  Loading,
  MSG,
  ProximasManutencoes,
  SimpleGrid,
  Stack,
  Stat,
  Text,
  formatBRL,
  formatNumber,
  formatPlaca,
  onFirstUse,
} from '@frota/shared/base';
import type { DashboardStats } from '@frota/shared';
import { SemanasChart } from './semanas-chart';
import { useDashboard } from './use-dashboard';

/** A figure: its label and its value. */
function Valor({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Stat.Root>
      <Stat.Label>{rotulo}</Stat.Label>
      <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>{children}</Stat.ValueText>
    </Stat.Root>
  );
}

/** A figure on a card of its own (the top row). */
function Cartao({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body p={{ base: '4', md: '6' }}>
        <Valor rotulo={rotulo}>{children}</Valor>
      </Card.Body>
    </Card.Root>
  );
}

const percentual = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 }));

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={titulo}>
      <Card.Body p={{ base: '4', md: '6' }}>
        <Heading as="h2" fontSize="xl" mb="4">
          {titulo}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The overdue total and how many drivers owe it, with the way to collect it (/cobranca). */
function EmAtraso({ valor, motoristas }: { valor: number; motoristas: number }) {
  return (
    <Card.Root as="section" aria-label="Em atraso">
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stat.Root>
          <Stat.Label>Em atraso</Stat.Label>
          <Stat.ValueText color={valor > 0 ? 'fg.error' : undefined} fontSize={{ base: 'xl', md: '2xl' }}>
            {formatBRL(valor)}
          </Stat.ValueText>
          <Stat.HelpText>{motoristas === 1 ? '1 motorista' : `${formatNumber(motoristas)} motoristas`}</Stat.HelpText>
        </Stat.Root>
        <Button asChild variant="outline" size="sm" minH="11" mt="3" alignSelf="start">
          <Link to="/cobranca">Ver cobrança</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

type Alerta = DashboardStats['veiculosManutencao'][number];

/** Why a vehicle is due, in words: its km against the km of the next service, or the days since the last one. */
function motivo(alerta: Alerta): string {
  return alerta.tipo === 'tempo'
    ? `${formatNumber(alerta.dias)} dias desde a última`
    : `atual ${formatNumber(alerta.quilometragem)} km · revisão aos ${formatNumber(alerta.alerta)} km`;
}

/** The new maintenance of a vehicle due for service, filled in: the vehicle, a revisão and its current km. */
function novaManutencao(alerta: Alerta): string {
  const params = new URLSearchParams({ veiculo_id: String(alerta.veiculo.id), tipo_manutencao: 'revisao', quilometragem: String(alerta.quilometragem), voltar: '/' });
  return `/manutencoes/novo?${params.toString()}`;
}

/** One row per vehicle, however many of its alerts are active (km and time), each reason labelled. */
function VeiculosManutencao({ itens }: { itens: DashboardStats['veiculosManutencao'] }) {
  if (!itens.length) return <Text color="fg.muted">{MSG.nenhumVeiculoManutencao}</Text>;
  const porVeiculo = new Map<number, Alerta[]>();
  for (const item of itens) porVeiculo.set(item.veiculo.id, [...(porVeiculo.get(item.veiculo.id) ?? []), item]);
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {[...porVeiculo.values()].map((alertas) => {
        const { veiculo } = alertas[0]!;
        const placa = formatPlaca(veiculo.placa);
        return (
          <Flex as="li" key={veiculo.id} gap="3" align="center" justify="space-between" wrap="wrap" borderBottomWidth="1px" pb="2">
            <Stack gap="1" minW="0">
              <Text fontWeight="medium">
                {placa} — {veiculo.marca} {veiculo.modelo}
              </Text>
              {alertas.map((alerta) => (
                <Text key={alerta.tipo} color="fg.muted" fontSize="sm">
                  {motivo(alerta)}
                </Text>
              ))}
            </Stack>
            <Button asChild variant="outline" size="sm" minH="11">
              <Link to={novaManutencao(alertas[0]!)} aria-label={`Nova manutenção de ${placa}`}>
                Nova manutenção
              </Link>
            </Button>
          </Flex>
        );
      })}
    </Stack>
  );
}

export const ERRO_DASHBOARD = 'Erro ao carregar o dashboard. Por favor, tente novamente.';

/**
 * / (SPEC §2 Dashboard): the month's summary, what drivers owe past due, the vehicles due for service, the scheduled maintenance and the
 * last 12 weeks. A failed load shows the error and "Tentar novamente" (beyond SPEC §8's console-only log):
 * figures that failed to load must never read as zero.
 */
export function DashboardPage() {
  const { stats, erro, carregando, atualizando, atualizar } = useDashboard();
  const cabecalho = (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap">
      <Heading as="h1">Dashboard</Heading>
      <Button variant="outline" minH="11" onClick={atualizar} loading={atualizando} disabled={carregando}>
        Atualizar
      </Button>
    </Flex>
  );
  if (carregando) {
    return (
      <Stack gap="6">
        {cabecalho}
        <Loading label="Carregando dashboard..." />
      </Stack>
    );
  }
  const falha = erro ? <LoadError message={ERRO_DASHBOARD} onRetry={atualizar} retrying={atualizando} /> : null;
  if (!stats) {
    return (
      <Stack gap="6">
        {cabecalho}
        {falha}
      </Stack>
    );
  }
  const { resumo } = stats;
  return (
    <Stack gap="6">
      {cabecalho}
      {/* a failed refresh keeps the figures of the last load that succeeded, under the error */}
      {falha}
      {/* two to a row on a phone: the month's figures come one screen sooner */}
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        <Cartao rotulo="Total de Veículos">{formatNumber(resumo.totalVeiculos)}</Cartao>
        <Cartao rotulo="Motoristas Ativos">{formatNumber(resumo.motoristasAtivos)}</Cartao>
        <Cartao rotulo="Multas do Mês">{formatNumber(resumo.multasMes)}</Cartao>
        <EmAtraso valor={resumo.valorEmAtraso} motoristas={resumo.motoristasEmAtraso} />
      </SimpleGrid>
      <Secao titulo="Resumo Financeiro do Mês">
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
          <Valor rotulo="Recebido no mês">{formatBRL(resumo.recebidoMes)}</Valor>
          <Valor rotulo="A receber nesta semana">{formatBRL(resumo.aReceberSemana)}</Valor>
          <Valor rotulo="Ocupação do mês">{percentual().format(resumo.ocupacaoMes)}</Valor>
          <Valor rotulo="Caução em custódia">{formatBRL(resumo.caucaoEmCustodia)}</Valor>
          <Valor rotulo="Gasto com Manutenções">{formatBRL(resumo.totalGastoManutencoes)}</Valor>
          <Valor rotulo="Sinistros do Mês">{formatNumber(resumo.sinistrosMes)}</Valor>
          <Valor rotulo="Veículos alugados">
            {formatNumber(resumo.veiculosAtivos)} de {formatNumber(resumo.totalVeiculos)}
          </Valor>
        </SimpleGrid>
      </Secao>
      <Secao titulo="Veículos que Precisam de Manutenção">
        <VeiculosManutencao itens={stats.veiculosManutencao} />
      </Secao>
      <Secao titulo="Próximas manutenções">
        <ProximasManutencoes itens={stats.proximasManutencoes} comVeiculo />
      </Secao>
      <Secao titulo="Últimas 12 semanas">
        <SemanasChart series={stats.series} />
      </Secao>
    </Stack>
  );
}
