import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAuditoria } from '../../data/auditoria';
import { usePode } from '../../data/me';
import type { Id } from '../../data/query-keys';
import type { FieldConfig } from '../resource-form/field-config';
import { frase } from './frases';

const POR_PAGINA = 20;

export const HISTORICO_TEXTOS = {
  titulo: 'Histórico',
  vazio: 'Nenhuma alteração registrada.',
  erro: 'Erro ao carregar o histórico.',
  mais: 'Ver mais',
} as const;

interface HistoricoProps {
  entidade: string;
  id: Id;
  fields: readonly FieldConfig[];
}

/** Who changed what in this record, and when, newest first; only for a role that may read the audit trail. */
export function Historico(props: HistoricoProps) {
  return usePode('auditoria') ? <HistoricoDoRegistro {...props} /> : null;
}

function HistoricoDoRegistro({ entidade, id, fields }: HistoricoProps) {
  const [pageSize, setPageSize] = useState(POR_PAGINA);
  const { data, isPending, isError, isFetching } = useAuditoria({ entidade, registro_id: Number(id), page: 1, pageSize });
  const headingId = `historico-${entidade}-${id}`;
  let conteudo;
  if (isPending) conteudo = <Text color="fg.muted">…</Text>;
  else if (isError) conteudo = <Text color="fg.error">{HISTORICO_TEXTOS.erro}</Text>;
  else if (data.rows.length === 0) conteudo = <Text color="fg.muted">{HISTORICO_TEXTOS.vazio}</Text>;
  else
    conteudo = (
      <>
        <Stack as="ul" gap="2" listStyleType="none">
          {data.rows.map((registro) => (
            <Box as="li" key={registro.id}>
              {frase(registro, fields)}
            </Box>
          ))}
        </Stack>
        {data.total > data.rows.length ? (
          <Button variant="outline" minH="11" mt="3" loading={isFetching} onClick={() => setPageSize((n) => Math.min(n + POR_PAGINA * 5, 500))}>
            {HISTORICO_TEXTOS.mais}
          </Button>
        ) : null}
      </>
    );
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" borderRadius="l2" borderWidth="1px" p={{ base: '4', md: '6' }} mt="4">
      <Heading as="h2" id={headingId} size="md" mb="3">
        {HISTORICO_TEXTOS.titulo}
      </Heading>
      {conteudo}
    </Box>
  );
}
