import type { ReactNode } from 'react';
import {
  Badge,
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

function Cartao({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{rotulo}</Stat.Label>
          <Stat.ValueText>{children}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** A figure inside a section's card. */
function Valor({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Stat.Root>
      <Stat.Label>{rotulo}</Stat.Label>
      <Stat.ValueText>{children}</Stat.ValueText>
    </Stat.Root>
  );
}

const percentual = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 }));

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={titulo}>
      <Card.Body>
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
      <Card.Body>
        <Stat.Root>
          <Stat.Label>Em atraso</Stat.Label>
          <Stat.ValueText color={valor > 0 ? 'fg.error' : undefined}>{formatBRL(valor)}</Stat.ValueText>
          <Stat.HelpText>{motoristas === 1 ? '1 motorista' : `${formatNumber(motoristas)} motoristas`}</Stat.HelpText>
        </Stat.Root>
        <Button asChild variant="outline" size="sm" minH="11" mt="3" alignSelf="start">
          <Link to="/cobranca">Ver cobrança</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

const TIPOS: Record<string, string> = { quilometragem: 'Quilometragem', tempo: 'Tempo' };

function VeiculosManutencao({ itens }: { itens: DashboardStats['veiculosManutencao'] }) {
  if (!itens.length) return <Text color="fg.muted">{MSG.nenhumVeiculoManutencao}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {itens.map((item) => (
        <Flex as="li" key={`${item.veiculo.id}-${item.tipo}`} gap="3" align="center" wrap="wrap" borderBottomWidth="1px" pb="2">
          <Text fontWeight="medium" minW="48">
            {formatPlaca(item.veiculo.placa)} — {item.veiculo.marca} {item.veiculo.modelo}
          </Text>
          <Badge colorPalette="orange" variant="subtle">
            {TIPOS[item.tipo] ?? item.tipo}
          </Badge>
          <Text>
            {formatNumber(item.quilometragem)} km / {formatNumber(item.alerta)} km
          </Text>
          {item.tipo === 'tempo' ? (
            <Text color="fg.muted">
              {formatNumber(item.dias)} / {formatNumber(item.diasAlerta)} dias
            </Text>
          ) : null}
        </Flex>
      ))}
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
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <Cartao rotulo="Total de Veículos">{formatNumber(resumo.totalVeiculos)}</Cartao>
        <Cartao rotulo="Motoristas Ativos">{formatNumber(resumo.motoristasAtivos)}</Cartao>
        <Cartao rotulo="Multas do Mês">{formatNumber(resumo.multasMes)}</Cartao>
        <EmAtraso valor={resumo.valorEmAtraso} motoristas={resumo.motoristasEmAtraso} />
      </SimpleGrid>
      <Secao titulo="Resumo Financeiro do Mês">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
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
