import type { ReactNode } from 'react';
import { WithPermission } from '../pages/with-permission';
import {
  ACAO_AUDITORIA_LABELS,
  ACOES_AUDITORIA,
  Box,
  Button,
  Card,
  ChakraLink,
  DataTable,
  ENTIDADES_AUDITADAS,
  Field,
  Flex,
  Heading,
  Input,
  Link,
  LoadError,
  Loading,
  OptionSelect,
  SimpleGrid,
  Stack,
  Text,
  autorDoRegistro,
  capitalize,
  formatDiaHora,
  labelOf,
  oQueFez,
  useAuditoria,
  useFilterParams,
  useIsPhone,
  usePode,
  useSearchParams,
  type Column,
  type EntityName,
  type FiltrosAuditoria,
  type RegistroAuditoria,
} from '@frota/shared';
import { useUsuarios } from '../usuarios/api/usuarios';

const POR_PAGINA = 50;

export const TEXTOS = {
  titulo: 'Auditoria',
  entidade: 'Registro',
  usuario: 'Usuário',
  acao: 'O que fez',
  // sign-ins are noise beside what people did: the trail leaves them out until this filter asks for them
  semEntradas: 'Tudo menos entradas',
  de: 'De',
  ate: 'Até',
  todos: 'Todos',
  vazio: 'Nenhum registro de auditoria encontrado',
  erroCarregar: 'Erro ao carregar a auditoria. Por favor, tente novamente.',
  anterior: 'Anterior',
  proxima: 'Próxima',
  pagina: (pagina: number, paginas: number) => `Página ${pagina} de ${paginas}`,
} as const;

// the trail names two things that are no entity of the registry: the staff accounts and the remotes' releases
const FORA_DO_REGISTRO: Record<string, string> = { usuarios: 'Usuários', releases: 'Versões dos módulos', empresa: 'Empresa' };
const nomeDaEntidade = (entidade: string): string => FORA_DO_REGISTRO[entidade] ?? labelOf(entidade as EntityName);

const OPCOES_ENTIDADE = ENTIDADES_AUDITADAS.map((entidade) => ({ value: entidade, label: nomeDaEntidade(entidade) }));

const OPCOES_ACAO = ACOES_AUDITORIA.map((acao) => ({ value: acao, label: capitalize(ACAO_AUDITORIA_LABELS[acao]) }));

/** The record as people know it (named by the API), a link to its page while it exists. */
function Registro({ r }: { r: RegistroAuditoria }) {
  if (!r.registro_pagina) return <>{r.registro_nome}</>;
  return (
    <ChakraLink asChild minH="11" display="inline-flex" alignItems="center">
      <Link to={r.registro_pagina}>{r.registro_nome}</Link>
    </ChakraLink>
  );
}

const COLUNAS: Column<RegistroAuditoria>[] = [
  { key: 'em', label: 'Quando', value: (r) => formatDiaHora(r.em) },
  { key: 'usuario', label: 'Usuário', value: autorDoRegistro },
  { key: 'acao', label: TEXTOS.acao, value: (r) => oQueFez(r, []) },
  { key: 'registro', label: 'Registro', value: (r) => r.registro_nome, render: (r) => <Registro r={r} /> },
];

/** /auditoria (administrador, financeiro): the whole audit trail, newest first, filtered by record, user and days. */
export function AuditoriaPage() {
  return (
    <WithPermission permissao="auditoria" titulo={TEXTOS.titulo}>
      <Auditoria />
    </WithPermission>
  );
}

/** The users to filter by: every account for whoever may list them, else the ones on the page shown. */
function useOpcoesDeUsuario(rows: readonly RegistroAuditoria[]) {
  const listaUsuarios = usePode('usuarios');
  const usuarios = useUsuarios({ enabled: listaUsuarios });
  if (usuarios.data) return usuarios.data.map((u) => ({ value: u.id, label: u.nome }));
  const vistos = new Map<number, string>();
  for (const r of rows) if (r.usuario_id !== null && r.usuario_nome) vistos.set(r.usuario_id, r.usuario_nome);
  return [...vistos].map(([value, label]) => ({ value, label }));
}

function Auditoria() {
  const isPhone = useIsPhone();
  const [params, setFilters] = useFilterParams();
  const [, setParams] = useSearchParams();
  const pagina = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const numero = (nome: string) => (params.get(nome) ? Number(params.get(nome)) : undefined);
  const filtros: FiltrosAuditoria = {
    // an entity the trail does not know is no filter, as the API would refuse it
    entidade: ENTIDADES_AUDITADAS.find((entidade) => entidade === params.get('entidade')),
    usuario_id: numero('usuario_id'),
    acao: ACOES_AUDITORIA.find((acao) => acao === params.get('acao')),
    de: params.get('de') ?? undefined,
    ate: params.get('ate') ?? undefined,
    page: pagina,
    pageSize: POR_PAGINA,
  };
  const trilha = useAuditoria(filtros);
  const opcoesUsuario = useOpcoesDeUsuario(trilha.data?.rows ?? []);
  const paginas = Math.max(1, Math.ceil((trilha.data?.total ?? 0) / POR_PAGINA));
  const irPara = (page: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(page));
      return next;
    });

  let conteudo;
  if (trilha.isPending) conteudo = <Loading />;
  else if (trilha.isError) conteudo = <LoadError message={TEXTOS.erroCarregar} onRetry={() => void trilha.refetch()} retrying={trilha.isFetching} />;
  else if (trilha.data.rows.length === 0) conteudo = <Text>{TEXTOS.vazio}</Text>;
  else if (isPhone)
    conteudo = (
      <Stack gap="3" as="ul" listStyleType="none">
        {trilha.data.rows.map((r) => (
          <Card.Root as="li" key={r.id} size="sm">
            <Card.Body gap="1">
              <Flex justify="space-between" gap="2">
                <Text fontWeight="semibold">{autorDoRegistro(r)}</Text>
                <Text color="fg.muted">{formatDiaHora(r.em)}</Text>
              </Flex>
              <Text>{oQueFez(r, [])}</Text>
              <Text color="fg.muted">
                <Registro r={r} />
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  else conteudo = <DataTable rows={trilha.data.rows} columns={COLUNAS} rowKey={(r) => r.id} />;

  const filtro = (nome: string, label: string, campo: ReactNode) => (
    <Field.Root key={nome}>
      <Field.Label>{label}</Field.Label>
      {campo}
    </Field.Root>
  );

  return (
    <Box>
      <Heading as="h1" mb="4">
        {TEXTOS.titulo}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 5 }} gap="3" mb="4">
        {filtro(
          'entidade',
          TEXTOS.entidade,
          <OptionSelect options={OPCOES_ENTIDADE} emptyLabel={TEXTOS.todos} rootProps={{ bg: 'bg.panel' }} h="11" value={params.get('entidade') ?? ''} onChange={(e) => setFilters({ entidade: e.target.value })} />,
        )}
        {filtro(
          'usuario_id',
          TEXTOS.usuario,
          <OptionSelect options={opcoesUsuario} emptyLabel={TEXTOS.todos} rootProps={{ bg: 'bg.panel' }} h="11" value={params.get('usuario_id') ?? ''} onChange={(e) => setFilters({ usuario_id: e.target.value })} />,
        )}
        {filtro(
          'acao',
          TEXTOS.acao,
          <OptionSelect options={OPCOES_ACAO} emptyLabel={TEXTOS.semEntradas} rootProps={{ bg: 'bg.panel' }} h="11" value={params.get('acao') ?? ''} onChange={(e) => setFilters({ acao: e.target.value })} />,
        )}
        {filtro('de', TEXTOS.de, <Input type="date" bg="bg.panel" h="11" value={params.get('de') ?? ''} onChange={(e) => setFilters({ de: e.target.value })} />)}
        {filtro('ate', TEXTOS.ate, <Input type="date" bg="bg.panel" h="11" value={params.get('ate') ?? ''} onChange={(e) => setFilters({ ate: e.target.value })} />)}
      </SimpleGrid>
      {conteudo}
      {paginas > 1 ? (
        <Flex justify="space-between" align="center" gap="3" mt="4">
          <Button variant="outline" h="11" disabled={pagina <= 1} onClick={() => irPara(pagina - 1)}>
            {TEXTOS.anterior}
          </Button>
          <Text>{TEXTOS.pagina(pagina, paginas)}</Text>
          <Button variant="outline" h="11" disabled={pagina >= paginas} onClick={() => irPara(pagina + 1)}>
            {TEXTOS.proxima}
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
