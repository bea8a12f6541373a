import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, NavLink, Outlet, Stack, Text, useQueryClient } from '@frota/shared';
import { driverSession, portalKeys } from '@frota/shared/portal';
import { useEu } from './api/eu';
import { sair } from './api/sair';
import { ABRA_O_LINK, SALDO_PATH } from './driver-page';

export const SESSAO_TERMINOU = 'Sua sessão terminou. Peça um novo link à locadora.';

const TABS = [
  { label: 'Saldo', to: SALDO_PATH },
  { label: 'Extrato', to: '/motorista/extrato' },
  { label: 'Contrato', to: '/motorista/contrato' },
  { label: 'Multas', to: '/motorista/multas' },
  { label: 'Avisos', to: '/motorista/avisos' },
] as const;

const TABS_HEIGHT = '64px';
const BAR_HEIGHT = '56px';

function Frame({ title, action, children, tabs = false }: { title: string; action?: ReactNode; children: ReactNode; tabs?: boolean }) {
  return (
    <Box minH="100vh" bg="bg.page">
      <Flex as="header" position="sticky" top="0" zIndex="sticky" h={BAR_HEIGHT} px="4" gap="2" align="center" bg="primary.solid" color="white">
        <Text as="span" fontSize="lg" fontWeight="semibold" flex="1" minW="0" truncate>
          {title}
        </Text>
        {action}
      </Flex>
      <Box as="main" id="conteudo" maxW="3xl" mx="auto" p={{ base: '4', md: '6' }} pb={tabs ? `calc(${TABS_HEIGHT} + 1rem)` : undefined}>
        {children}
      </Box>
      {tabs ? <Tabs /> : null}
    </Box>
  );
}

/** Saldo / Extrato / Contrato / Multas / Avisos at the foot of the screen, where a thumb reaches on a phone. */
function Tabs() {
  return (
    <Flex as="nav" aria-label="Página do motorista" position="fixed" bottom="0" insetX="0" h={TABS_HEIGHT} bg="bg" borderTopWidth="1px" zIndex="sticky">
      {TABS.map(({ label, to }) => (
        <Box key={to} flex="1" minW="0" asChild>
          <NavLink to={to} end>
            {({ isActive }) => (
              <Flex
                h="full"
                align="center"
                justify="center"
                fontSize="sm"
                fontWeight={isActive ? 'bold' : 'normal'}
                color={isActive ? 'primary.fg' : 'fg.muted'}
                borderTopWidth="3px"
                borderTopColor={isActive ? 'primary.solid' : 'transparent'}
              >
                {label}
              </Flex>
            )}
          </NavLink>
        </Box>
      ))}
    </Flex>
  );
}

/**
 * /motorista/* (issue 37): the driver's page, outside the staff's sign-in and menu. Its own session (driverSession),
 * its own manifest; a 401 on any driver route ends the session and the page says so.
 */
export function DriverLayout() {
  const token = useSyncExternalStore(driverSession.subscribe, driverSession.get);
  const queryClient = useQueryClient();
  const eu = useEu(token !== null);
  useEffect(() => {
    // his reads go with his session: the next driver on this phone never sees them
    if (token === null) queryClient.removeQueries({ queryKey: portalKeys.all });
  }, [token, queryClient]);

  if (token === null) {
    return (
      <Frame title="Minha conta">
        <Stack gap="3">
          <Heading as="h1" size="lg">
            Minha conta
          </Heading>
          <Text role={driverSession.ending() === 'expirada' ? 'alert' : undefined}>{driverSession.ending() === 'expirada' ? SESSAO_TERMINOU : ABRA_O_LINK}</Text>
        </Stack>
      </Frame>
    );
  }
  return (
    <Frame
      title={eu.data?.empresa.nome ?? 'Minha conta'}
      tabs
      action={
        <Button variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} minH="11" onClick={() => void sair()}>
          Sair
        </Button>
      }
    >
      <Outlet />
    </Frame>
  );
}
