import { Box, HStack, Span, Text, formatBRL, formatDate, formatNumber, onFirstUse } from '@frota/shared/base';
import type { DashboardStats } from '@frota/shared';

type Semana = DashboardStats['series'][number];

// A hand-drawn SVG keeps / within its JS budget: no chart library for twelve groups of bars.
const LARGURA = 720;
const ALTURA = 260;
const MARGEM = { topo: 16, direita: 40, base: 36, esquerda: 72 };
const CORES = { alugueis: '#2e7d32', manutencoes: '#ed6c02', sinistros: '#d32f2f', atrasados: '#1976d2' } as const;

const brlCurto = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }));

/** A round top for the axis: 1, 2 or 5 times a power of ten. */
export function topoDaEscala(maximo: number): number {
  if (maximo <= 0) return 1;
  const potencia = 10 ** Math.floor(Math.log10(maximo));
  return ([1, 2, 5, 10].map((m) => m * potencia).find((v) => v >= maximo) ?? 10 * potencia);
}

const diaMes = (semana: string) => formatDate(semana).slice(0, 5);

/** Rent received vs. maintenance and accident costs per week, with the overdue payments as a line. */
export function SemanasChart({ series }: { series: DashboardStats['series'] }) {
  const areaX = LARGURA - MARGEM.esquerda - MARGEM.direita;
  const areaY = ALTURA - MARGEM.topo - MARGEM.base;
  const topoValor = topoDaEscala(Math.max(0, ...series.map((s) => Math.max(s.alugueis, s.manutencoes + s.sinistros))));
  const topoAtrasos = Math.max(1, ...series.map((s) => s.atrasados));
  const grupo = areaX / Math.max(series.length, 1);
  const barra = Math.min(18, grupo / 3);
  const y = (valor: number) => MARGEM.topo + areaY - (valor / topoValor) * areaY;
  const yAtraso = (n: number) => MARGEM.topo + areaY - (n / topoAtrasos) * areaY;
  const xCentro = (i: number) => MARGEM.esquerda + grupo * i + grupo / 2;
  const totalAlugueis = series.reduce((acc, s) => acc + s.alugueis, 0);
  const totalCustos = series.reduce((acc, s) => acc + s.manutencoes + s.sinistros, 0);
  const totalAtrasos = series.reduce((acc, s) => acc + s.atrasados, 0);
  const linha = series.map((s, i) => `${xCentro(i)},${yAtraso(s.atrasados)}`).join(' ');

  const retangulo = (serie: keyof typeof CORES, s: Semana, x: number, de: number, ate: number, rotulo: string) => (
    <rect data-serie={serie} data-semana={s.semana} x={x} y={y(ate)} width={barra} height={Math.max(0, y(de) - y(ate))} fill={CORES[serie]}>
      <title>{`Semana de ${formatDate(s.semana)} — ${rotulo}`}</title>
    </rect>
  );

  return (
    <Box>
      <svg
        role="img"
        aria-labelledby="grafico-semanas-titulo grafico-semanas-resumo"
        viewBox={`0 0 ${LARGURA} ${ALTURA}`}
        width="100%"
        style={{ maxHeight: 320, display: 'block' }}
      >
        <title id="grafico-semanas-titulo">Últimas 12 semanas: aluguéis recebidos, custos e pagamentos atrasados</title>
        <desc id="grafico-semanas-resumo">
          {`Aluguéis recebidos ${formatBRL(totalAlugueis)}; manutenções e sinistros ${formatBRL(totalCustos)}; ${formatNumber(totalAtrasos)} pagamentos atrasados.`}
        </desc>
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <g key={f}>
            <line x1={MARGEM.esquerda} x2={LARGURA - MARGEM.direita} y1={y(topoValor * f)} y2={y(topoValor * f)} stroke="#e0e0e0" />
            <text x={MARGEM.esquerda - 6} y={y(topoValor * f) + 4} textAnchor="end" fontSize="11" fill="#616161">
              {brlCurto().format(topoValor * f)}
            </text>
          </g>
        ))}
        <text x={LARGURA - MARGEM.direita + 6} y={yAtraso(topoAtrasos) + 4} fontSize="11" fill={CORES.atrasados}>
          {formatNumber(topoAtrasos)}
        </text>
        {series.map((s, i) => {
          const x = xCentro(i);
          return (
            <g key={s.semana}>
              {retangulo('alugueis', s, x - barra - 1, 0, s.alugueis, `aluguéis recebidos: ${formatBRL(s.alugueis)}`)}
              {retangulo('manutencoes', s, x + 1, 0, s.manutencoes, `manutenções: ${formatBRL(s.manutencoes)}`)}
              {retangulo('sinistros', s, x + 1, s.manutencoes, s.manutencoes + s.sinistros, `sinistros: ${formatBRL(s.sinistros)}`)}
              <text x={x} y={ALTURA - MARGEM.base + 16} textAnchor="middle" fontSize="11" fill="#616161">
                {diaMes(s.semana)}
              </text>
            </g>
          );
        })}
        <polyline points={linha} fill="none" stroke={CORES.atrasados} strokeWidth="2" />
        {series.map((s, i) => (
          <circle key={s.semana} data-serie="atrasados" data-semana={s.semana} cx={xCentro(i)} cy={yAtraso(s.atrasados)} r="4" fill={CORES.atrasados}>
            <title>{`Semana de ${formatDate(s.semana)} — pagamentos atrasados: ${formatNumber(s.atrasados)}`}</title>
          </circle>
        ))}
      </svg>
      <HStack as="ul" gap="4" wrap="wrap" mt="2" fontSize="sm" listStyleType="none">
        {(
          [
            ['alugueis', 'Aluguéis recebidos'],
            ['manutencoes', 'Manutenções'],
            ['sinistros', 'Sinistros'],
            ['atrasados', 'Pagamentos atrasados (eixo direito)'],
          ] as const
        ).map(([serie, rotulo]) => (
          <HStack as="li" key={serie} gap="1">
            <Span display="inline-block" w="3" h="3" borderRadius="sm" style={{ background: CORES[serie] }} aria-hidden />
            <Text as="span">{rotulo}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
