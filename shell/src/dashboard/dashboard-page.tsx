import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  Loading,
  MSG,
  SimpleGrid,
  Stack,
  Stat,
  Text,
  formatBRL,
  formatNumber,
  formatPlaca,
} from '@frota/shared/base';
import type { DashboardStats } from '@frota/shared';
import { GraficoSemanas } from './grafico-semanas';
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

/** / (SPEC §2 Dashboard): the month's summary, the vehicles due for service and the last 12 weeks. */
export function DashboardPage() {
  const { stats, carregando, atualizando, atualizar } = useDashboard();
  const { resumo } = stats;
  const cabecalho = (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap">
      <Heading as="h1">Dashboard</Heading>
      <Button variant="outline" onClick={atualizar} loading={atualizando} disabled={carregando}>
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
  return (
    <Stack gap="6">
      {cabecalho}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Cartao rotulo="Total de Veículos">{formatNumber(resumo.totalVeiculos)}</Cartao>
        <Cartao rotulo="Motoristas Ativos">{formatNumber(resumo.motoristasAtivos)}</Cartao>
        <Cartao rotulo="Multas do Mês">{formatNumber(resumo.multasMes)}</Cartao>
      </SimpleGrid>
      <Secao titulo="Resumo Financeiro do Mês">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Stat.Root>
            <Stat.Label>Gasto com Manutenções</Stat.Label>
            <Stat.ValueText>{formatBRL(resumo.totalGastoManutencoes)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Sinistros do Mês</Stat.Label>
            <Stat.ValueText>{formatNumber(resumo.sinistrosMes)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Veículos Ativos</Stat.Label>
            <Stat.ValueText>
              {formatNumber(resumo.veiculosAtivos)} de {formatNumber(resumo.totalVeiculos)}
            </Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
      </Secao>
      <Secao titulo="Veículos que Precisam de Manutenção">
        <VeiculosManutencao itens={stats.veiculosManutencao} />
      </Secao>
      <Secao titulo="Últimas 12 semanas">
        <GraficoSemanas series={stats.series} />
      </Secao>
    </Stack>
  );
}
