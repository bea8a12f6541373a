import type { ReactNode } from 'react';
import { Box, Heading, LoadError, Loading, Sheet, Stack, Text, enumLabel, etapaLabel, formatBRL, formatDate, type LembreteHoje } from '@frota/shared';
import { useHistoricoDeAtraso } from './api/lembretes-hoje';

export const ERRO_HISTORICO = 'Erro ao carregar o histórico do motorista. Por favor, tente novamente.';

function Secao({ titulo, vazio, itens }: { titulo: string; vazio: string; itens: ReactNode[] }) {
  return (
    <Box as="section" aria-label={titulo}>
      <Heading as="h3" size="sm" mb="2">
        {titulo}
      </Heading>
      {itens.length ? (
        <Stack as="ul" listStyleType="none" gap="1">
          {itens}
        </Stack>
      ) : (
        <Text color="fg.muted">{vazio}</Text>
      )}
    </Box>
  );
}

/** "Avaliar bloqueio": the driver's history for a person to decide; it blocks nothing. */
export function AvaliarBloqueio({ row, data, onClose }: { row: LembreteHoje; data: string; onClose: () => void }) {
  const historico = useHistoricoDeAtraso(row.motorista.id, data);
  let conteudo;
  if (historico.isPending) conteudo = <Loading label="Carregando histórico..." />;
  else if (historico.isError) conteudo = <LoadError message={ERRO_HISTORICO} onRetry={() => void historico.refetch()} retrying={historico.isFetching} />;
  else {
    const h = historico.data;
    conteudo = (
      <Stack gap="5">
        <Secao
          titulo="Cobranças vencidas"
          vazio="Nenhuma cobrança vencida."
          itens={h.cobrancas_vencidas.map((c) => (
            <Text as="li" key={c.pagamento_id}>
              {formatDate(c.data_prevista)} · {enumLabel('tipo_cobranca', c.tipo)} · {formatBRL(c.em_aberto)}
            </Text>
          ))}
        />
        <Secao
          titulo="Últimos recebimentos"
          vazio="Nenhum recebimento."
          itens={h.ultimos_recebimentos.map((r) => (
            <Text as="li" key={r.recebimento_id}>
              {formatDate(r.data_pagamento)} · {enumLabel('tipo_cobranca', r.tipo)} · {formatBRL(r.valor)}
            </Text>
          ))}
        />
        <Secao
          titulo="Lembretes enviados"
          vazio="Nenhum lembrete enviado."
          itens={h.lembretes.map((l) => (
            <Text as="li" key={l.id}>
              {formatDate(l.data)} · {etapaLabel(l.etapa)} · {formatBRL(l.valor)}
              {l.enviado_por ? ` · ${l.enviado_por}` : ''}
            </Text>
          ))}
        />
      </Stack>
    );
  }
  return (
    <Sheet title={`Avaliar bloqueio de ${row.motorista.nome}`} onClose={onClose}>
      <Text mb="4">
        {`Em atraso há ${row.dias_atraso} dias. O aplicativo não bloqueia nada: decida com o histórico abaixo.`}
      </Text>
      {conteudo}
    </Sheet>
  );
}
