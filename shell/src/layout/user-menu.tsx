import { useEffect, useId, useState } from 'react';
import { Box, Button, Link, Span, Stack, Text, useLocation, useMe, usePode, usePopover } from '@frota/shared/base';
import { useLogout } from '../auth/use-logout';

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
    </svg>
  );
}

/**
 * The top bar's user menu: who is signed in, "Alterar senha", "Usuários", "Empresa", "Auditoria" and "Versões dos módulos" for
 * the roles that may, "Sobre", and "Sair".
 */
export function UserMenu() {
  const { open, setOpen, root, toggle } = usePopover();
  const [leaving, setLeaving] = useState(false);
  const me = useMe().data;
  const email = me?.email;
  const gereUsuarios = usePode('usuarios');
  const gereEmpresa = usePode('empresa');
  const veAuditoria = usePode('auditoria');
  const gereReleases = usePode('releases');
  const sair = useLogout();
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <Box ref={root} position="relative">
      <Button
        ref={toggle}
        aria-label="Menu do usuário"
        aria-expanded={open}
        aria-controls={panelId}
        variant="ghost"
        color="white"
        minW="11"
        h="11"
        px={{ base: '2.5', md: '3' }}
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.200' }}
        onClick={() => setOpen((was) => !was)}
      >
        <UserIcon />
        {email && (
          <Span hideBelow="md" maxW="64" truncate>
            {email}
          </Span>
        )}
      </Button>
      {open && (
        <Box
          id={panelId}
          role="group"
          aria-label="Conta"
          position="absolute"
          right="0"
          top="calc(100% + 8px)"
          w="64"
          maxW="calc(100vw - 32px)"
          bg="bg"
          color="fg"
          rounded="md"
          boxShadow="lg"
          borderWidth="1px"
          p="4"
        >
          <Text fontSize="sm" color="fg.muted">
            Conectado como
          </Text>
          {me?.nome ? <Text fontWeight="medium">{me.nome}</Text> : null}
          <Text fontWeight={me?.nome ? undefined : 'medium'} fontSize={me?.nome ? 'sm' : undefined} mb="3" wordBreak="break-all">
            {email ?? '…'}
          </Text>
          <Stack gap="2" mb="2">
            <Button asChild w="full" h="11" variant="ghost" justifyContent="start">
              <Link to="/alterar-senha">Alterar senha</Link>
            </Button>
            {gereUsuarios ? (
              <Button asChild w="full" h="11" variant="ghost" justifyContent="start">
                <Link to="/usuarios">Usuários</Link>
              </Button>
            ) : null}
            {gereEmpresa ? (
              <Button asChild w="full" h="11" variant="ghost" justifyContent="start">
                <Link to="/empresa">Empresa</Link>
              </Button>
            ) : null}
            {veAuditoria ? (
              <Button asChild w="full" h="11" variant="ghost" justifyContent="start">
                <Link to="/auditoria">Auditoria</Link>
              </Button>
            ) : null}
            {gereReleases ? (
              <Button asChild w="full" h="11" variant="ghost" justifyContent="start">
                <Link to="/releases">Versões dos módulos</Link>
              </Button>
            ) : null}
            <Button asChild w="full" h="11" variant="ghost" justifyContent="start">
              <Link to="/sobre">Sobre</Link>
            </Button>
          </Stack>
          <Button
            w="full"
            h="11"
            variant="outline"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void sair();
            }}
          >
            Sair
          </Button>
        </Box>
      )}
    </Box>
  );
}
