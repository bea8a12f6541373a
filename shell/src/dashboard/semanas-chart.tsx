import { useEffect, useRef, useState } from 'react';
import { Box, HStack, Span, Text, formatBRL, formatDate, onFirstUse } from '@frota/shared/base';
import type { DashboardStats } from '@frota/shared';

type Semana = DashboardStats['series'][number];

// A hand-drawn SVG keeps / within its JS budget: no chart library for twelve groups of bars.
const ALTURA = 260;
/** the drawing's width when the page cannot be measured (jsdom), and its widest */
const LARGURA_MAXIMA = 720;
const LARGURA_MINIMA = 300;
/** room a date label ("14/09") needs, so the dates never run into each other on a narrow screen */
const LARGURA_DATA = 44;
// the left margin fits the longest scale label ("R$ 20 mil", "R$ 1,5 mil") at 11 px
const MARGEM = { topo: 16, direita: 12, base: 36, esquerda: 76 };
const CORES = { alugueis: '#2e7d32', manutencoes: '#ed6c02', sinistros: '#d32f2f', emAtraso: '#1976d2' } as const;
const ROTULOS = { alugueis: 'Aluguéis recebidos', manutencoes: 'Manutenções', sinistros: 'Sinistros', emAtraso: 'Em atraso' } as const;

const brlCurto = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }));

/** A round top for the axis: 1, 2 or 5 times a power of ten. */
export function topoDaEscala(maximo: number): number {
  if (maximo <= 0) return 1;
  const potencia = 10 ** Math.floor(Math.log10(maximo));
  return [1, 2, 5, 10].map((m) => m * potencia).find((v) => v >= maximo) ?? 10 * potencia;
}

const diaMes = (semana: string) => formatDate(semana).slice(0, 5);

/** What a week holds, in words: the chart's tooltip, and the line under it on a phone's tap. */
function resumoDaSemana(s: Semana): string {
  return `Semana de ${formatDate(s.semana)}: ${ROTULOS.alugueis} ${formatBRL(s.alugueis)} · ${ROTULOS.manutencoes} ${formatBRL(s.manutencoes)} · ${ROTULOS.sinistros} ${formatBRL(s.sinistros)} · ${ROTULOS.emAtraso} ${formatBRL(s.emAtraso)}`;
}

/**
 * The drawing's width in CSS pixels, so its text is drawn at its own size: scaled down from a fixed width, a phone's
 * labels came out too small to read or cut at the edges.
 */
function useLargura() {
  const ref = useRef<HTMLDivElement>(null);
  const [largura, setLargura] = useState(LARGURA_MAXIMA);
  useEffect(() => {
    const caixa = ref.current;
    if (!caixa || typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(([entrada]) => {
      const medida = entrada?.contentRect.width ?? 0;
      if (medida > 0) setLargura(Math.round(Math.min(LARGURA_MAXIMA, Math.max(LARGURA_MINIMA, medida))));
    });
    observador.observe(caixa);
    return () => observador.disconnect();
  }, []);
  return [ref, largura] as const;
}

/**
 * Rent received against maintenance and accident costs per week, and what is still overdue of each week's charges,
 * all on one axis in R$. A week's figures show on pointing at it or tapping it (the current week at first).
 */
export function SemanasChart({ series }: { series: DashboardStats['series'] }) {
  const [ref, largura] = useLargura();
  const [ativa, setAtiva] = useState<number | null>(null);
  const areaX = largura - MARGEM.esquerda - MARGEM.direita;
  const areaY = ALTURA - MARGEM.topo - MARGEM.base;
  const topo = topoDaEscala(Math.max(0, ...series.map((s) => Math.max(s.alugueis, s.manutencoes + s.sinistros, s.emAtraso))));
  const grupo = areaX / Math.max(series.length, 1);
  const barra = Math.min(18, grupo / 3);
  const y = (valor: number) => MARGEM.topo + areaY - (valor / topo) * areaY;
  const xCentro = (i: number) => MARGEM.esquerda + grupo * i + grupo / 2;
  // every week labelled when there is room, else every 2nd or 3rd, always the current week
  const passoDatas = Math.max(1, Math.ceil(LARGURA_DATA / grupo));
  const soma = (chave: keyof typeof ROTULOS) => series.reduce((acc, s) => acc + s[chave], 0);
  const linha = series.map((s, i) => `${xCentro(i)},${y(s.emAtraso)}`).join(' ');
  const semanaAtiva = series[ativa ?? series.length - 1];

  const retangulo = (serie: keyof typeof CORES, s: Semana, x: number, de: number, ate: number) => (
    <rect data-serie={serie} data-semana={s.semana} x={x} y={y(ate)} width={barra} height={Math.max(0, y(de) - y(ate))} fill={CORES[serie]} />
  );

  return (
    <Box ref={ref}>
      <svg
        role="img"
        aria-labelledby="grafico-semanas-titulo grafico-semanas-resumo"
        viewBox={`0 0 ${largura} ${ALTURA}`}
        width="100%"
        style={{ maxHeight: 320, display: 'block', touchAction: 'manipulation' }}
        onMouseLeave={() => setAtiva(null)}
      >
        <title id="grafico-semanas-titulo">Últimas 12 semanas: aluguéis recebidos, custos e o valor em atraso</title>
        <desc id="grafico-semanas-resumo">
          {`Aluguéis recebidos ${formatBRL(soma('alugueis'))}; manutenções e sinistros ${formatBRL(soma('manutencoes') + soma('sinistros'))}; em atraso ${formatBRL(soma('emAtraso'))}.`}
        </desc>
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <g key={f}>
            <line x1={MARGEM.esquerda} x2={largura - MARGEM.direita} y1={y(topo * f)} y2={y(topo * f)} stroke="#e0e0e0" />
            <text x={MARGEM.esquerda - 6} y={y(topo * f) + 4} textAnchor="end" fontSize="11" fill="#616161">
              {brlCurto().format(topo * f)}
            </text>
          </g>
        ))}
        {series.map((s, i) => {
          const x = xCentro(i);
          return (
            <g key={s.semana}>
              {i === ativa ? <rect x={x - grupo / 2} y={MARGEM.topo} width={grupo} height={areaY} fill="#000" fillOpacity="0.05" /> : null}
              {retangulo('alugueis', s, x - barra - 1, 0, s.alugueis)}
              {retangulo('manutencoes', s, x + 1, 0, s.manutencoes)}
              {retangulo('sinistros', s, x + 1, s.manutencoes, s.manutencoes + s.sinistros)}
              {(series.length - 1 - i) % passoDatas === 0 ? (
                <text x={x} y={ALTURA - MARGEM.base + 16} textAnchor="middle" fontSize="11" fill="#616161">
                  {diaMes(s.semana)}
                </text>
              ) : null}
            </g>
          );
        })}
        <polyline points={linha} fill="none" stroke={CORES.emAtraso} strokeWidth="2" />
        {series.map((s, i) => (
          <circle key={s.semana} data-serie="emAtraso" data-semana={s.semana} cx={xCentro(i)} cy={y(s.emAtraso)} r="4" fill={CORES.emAtraso} />
        ))}
        {/* each week's whole column answers the pointer and a tap, with its figures as the tooltip */}
        {series.map((s, i) => (
          <rect
            key={s.semana}
            data-alvo={s.semana}
            x={xCentro(i) - grupo / 2}
            y={MARGEM.topo}
            width={grupo}
            height={areaY + MARGEM.base}
            fill="transparent"
            onMouseEnter={() => setAtiva(i)}
            onClick={() => setAtiva(i)}
          >
            <title>{resumoDaSemana(s)}</title>
          </rect>
        ))}
      </svg>
      {semanaAtiva ? (
        <Text fontSize="sm" mt="2" aria-live="polite" data-testid="semana-ativa">
          {resumoDaSemana(semanaAtiva)}
        </Text>
      ) : null}
      <HStack as="ul" gap="4" wrap="wrap" mt="2" fontSize="sm" listStyleType="none">
        {(Object.keys(ROTULOS) as (keyof typeof ROTULOS)[]).map((serie) => (
          <HStack as="li" key={serie} gap="1">
            <Span display="inline-block" w="3" h="3" borderRadius="sm" style={{ background: CORES[serie] }} aria-hidden />
            <Text as="span">{serie === 'emAtraso' ? 'Em atraso (linha)' : ROTULOS[serie]}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
