import { WithPermission } from '../pages/with-permission';
import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Flex,
  HStack,
  Heading,
  LoadError,
  Loading,
  PAPEL_LABELS,
  Sheet,
  Stack,
  Text,
  notify,
  useIsPhone,
  userMessage,
  type Column,
  type Usuario,
} from '@frota/shared';
import { SenhaTemporaria } from './senha-temporaria';
import { UsuarioForm } from './usuario-form';
import { useAlterarUsuario } from './api/alterar-usuario';
import { useCriarUsuario } from './api/criar-usuario';
import { useRedefinirSenha } from './api/redefinir-senha';
import { useUsuarios, type UsuarioComSenha } from './api/usuarios';

export const TEXTOS = {
  titulo: 'Usuários',
  novo: 'Novo usuário',
  editar: 'Editar usuário',
  redefinir: 'Redefinir senha',
  senha: 'Senha temporária',
  erroCarregar: 'Erro ao carregar usuários. Por favor, tente novamente.',
  vazio: 'Nenhum usuário cadastrado',
  ativo: 'Ativo',
  inativo: 'Inativo',
  salvo: 'Usuário salvo',
  perguntaRedefinir: (u: Usuario) => `Redefinir a senha de ${u.nome} (${u.email})? As sessões abertas serão encerradas e uma senha temporária será gerada.`,
  erroRedefinir: 'Erro ao redefinir a senha. Por favor, tente novamente.',
} as const;

type Painel = { tipo: 'novo' } | { tipo: 'editar'; usuario: Usuario } | { tipo: 'senha'; usuario: UsuarioComSenha };

function Situacao({ ativo }: { ativo: boolean }) {
  return (
    <Badge colorPalette={ativo ? 'green' : 'gray'} variant="subtle">
      {ativo ? TEXTOS.ativo : TEXTOS.inativo}
    </Badge>
  );
}

/** /usuarios (administrador): staff accounts, their roles, deactivation and temporary passwords (issue 18). */
export function UsuariosPage() {
  return (
    <WithPermission permissao="usuarios" titulo={TEXTOS.titulo}>
      <Usuarios />
    </WithPermission>
  );
}

function Usuarios() {
  const isPhone = useIsPhone();
  const lista = useUsuarios();
  const [painel, setPainel] = useState<Painel | null>(null);
  const [redefinindo, setRedefinindo] = useState<Usuario | null>(null);
  const [copiada, setCopiada] = useState(false);

  // each operation refreshes the list before the panel changes
  const criar = useCriarUsuario({
    onSuccess: (criado) => {
      setCopiada(false);
      setPainel({ tipo: 'senha', usuario: criado });
    },
  });
  const alterar = useAlterarUsuario({
    onSuccess: () => {
      notify.success(TEXTOS.salvo);
      setPainel(null);
    },
  });
  const redefinir = useRedefinirSenha({
    onSuccess: (usuario) => {
      setRedefinindo(null);
      setCopiada(false);
      setPainel({ tipo: 'senha', usuario });
    },
    onError: (error) => {
      setRedefinindo(null);
      notify.error(userMessage(error, TEXTOS.erroRedefinir));
    },
  });

  const acoes = (u: Usuario) => (
    <HStack gap="2" w={{ base: 'full', md: 'auto' }}>
      <Button variant="outline" size="sm" h={{ base: '11', md: '8' }} flex={{ base: '1', md: 'none' }} aria-label={`Editar ${u.nome}`} onClick={() => setPainel({ tipo: 'editar', usuario: u })}>
        Editar
      </Button>
      <Button variant="outline" size="sm" h={{ base: '11', md: '8' }} flex={{ base: '1', md: 'none' }} aria-label={`${TEXTOS.redefinir} de ${u.nome}`} onClick={() => setRedefinindo(u)}>
        {TEXTOS.redefinir}
      </Button>
    </HStack>
  );

  const columns: Column<Usuario>[] = [
    { key: 'nome', label: 'Nome', value: (u) => u.nome },
    { key: 'email', label: 'Email', value: (u) => u.email },
    { key: 'papel', label: 'Papel', value: (u) => PAPEL_LABELS[u.papel] },
    { key: 'ativo', label: 'Situação', value: (u) => (u.ativo ? TEXTOS.ativo : TEXTOS.inativo), render: (u) => <Situacao ativo={u.ativo} /> },
    { key: 'acoes', label: 'Ações', value: () => '', render: acoes },
  ];

  let conteudo;
  if (lista.isPending) conteudo = <Loading />;
  else if (lista.isError) conteudo = <LoadError message={TEXTOS.erroCarregar} onRetry={() => void lista.refetch()} retrying={lista.isFetching} />;
  else if (lista.data.length === 0) conteudo = <Text>{TEXTOS.vazio}</Text>;
  else if (isPhone)
    conteudo = (
      <Stack gap="3" as="ul" listStyleType="none">
        {lista.data.map((u) => (
          <Card.Root as="li" key={u.id} size="sm">
            <Card.Body gap="2">
              <Flex justify="space-between" gap="2" align="start">
                <Text fontWeight="semibold">{u.nome}</Text>
                <Situacao ativo={u.ativo} />
              </Flex>
              <Text color="fg.muted" wordBreak="break-all">
                {u.email}
              </Text>
              <Text>{PAPEL_LABELS[u.papel]}</Text>
              {acoes(u)}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  else conteudo = <DataTable rows={lista.data} columns={columns} rowKey={(u) => u.id} />;

  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h1">{TEXTOS.titulo}</Heading>
        <Button colorPalette="primary" h="11" onClick={() => setPainel({ tipo: 'novo' })}>
          {TEXTOS.novo}
        </Button>
      </Flex>
      {conteudo}
      {painel ? (
        <Sheet title={painel.tipo === 'novo' ? TEXTOS.novo : painel.tipo === 'editar' ? TEXTOS.editar : TEXTOS.senha} onClose={() => setPainel(null)}>
          {painel.tipo === 'senha' ? (
            <SenhaTemporaria
              usuario={painel.usuario}
              copiada={copiada}
              onCopiar={() => void navigator.clipboard?.writeText(painel.usuario.senha_temporaria ?? '').then(() => setCopiada(true))}
              onFechar={() => setPainel(null)}
            />
          ) : (
            <UsuarioForm
              key={painel.tipo === 'editar' ? painel.usuario.id : 'novo'}
              usuario={painel.tipo === 'editar' ? painel.usuario : undefined}
              salvando={criar.isPending || alterar.isPending}
              onSalvar={(input) =>
                painel.tipo === 'editar' ? alterar.mutateAsync({ usuario: painel.usuario, input }) : criar.mutateAsync({ nome: input.nome, email: input.email, papel: input.papel })
              }
            />
          )}
        </Sheet>
      ) : null}
      <ConfirmDialog
        open={redefinindo !== null}
        title={TEXTOS.redefinir}
        message={redefinindo ? TEXTOS.perguntaRedefinir(redefinindo) : ''}
        confirmLabel={TEXTOS.redefinir}
        loading={redefinir.isPending}
        onConfirm={() => redefinindo && redefinir.mutate(redefinindo)}
        onCancel={() => setRedefinindo(null)}
      />
    </Box>
  );
}
