import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, Flex, IconButton, Outlet, Portal, Text } from '@frota/shared';
import { useInstallPrompt } from '../pwa/install-prompt';
import { SideMenu } from './side-menu';

export const TOP_BAR_HEIGHT = '64px';
export const DRAWER_WIDTH = '240px';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

/** SPEC §2 layout: fixed top bar, a 240 px drawer permanent from `sm` up and temporary below it. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const installPrompt = useInstallPrompt();

  return (
    <Box minH="100vh" bg="bg.page">
      <Flex
        as="header"
        position="fixed"
        top="0"
        insetX="0"
        h={TOP_BAR_HEIGHT}
        px="4"
        gap="2"
        align="center"
        bg="primary.solid"
        color="white"
        boxShadow="md"
        zIndex="sticky"
      >
        <IconButton
          aria-label="Abrir menu"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          hideFrom="sm"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Text as="span" fontSize="xl" fontWeight="semibold" flex="1">
          Frota
        </Text>
        {installPrompt.available && (
          <Button
            variant="outline"
            size="sm"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => void installPrompt.install()}
          >
            Install App
          </Button>
        )}
      </Flex>

      <Box
        as="nav"
        aria-label="Menu principal"
        position="fixed"
        top={TOP_BAR_HEIGHT}
        bottom="0"
        left="0"
        w={DRAWER_WIDTH}
        bg="bg"
        borderRightWidth="1px"
        overflowY="auto"
        hideBelow="sm"
      >
        <SideMenu />
      </Box>

      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={DRAWER_WIDTH}>
              <Drawer.Header>
                <Drawer.Title>Frota</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0" asChild>
                <nav aria-label="Menu principal">
                  <SideMenu onNavigate={closeMenu} />
                </nav>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box as="main" pt={TOP_BAR_HEIGHT} pl={{ base: '0', sm: DRAWER_WIDTH }}>
        <Box p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
