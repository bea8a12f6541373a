import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Flex, IconButton, Outlet, Text, useLocation, useMe, useNavigate } from '@frota/shared/base';
import { useInstallPrompt } from '../pwa/install-prompt';
import { OfflineNotice } from '../pwa/offline-notice';
import { useNewVersion } from '../releases/new-version';
import { preloadDomain } from '../remotes/preload-domain';
import { useRemoteScreens } from '../remotes/remote-screens';
import { DRAWER_WIDTH, TOP_BAR_HEIGHT } from './dimensions';
import { pageTitleOf } from './page-title';
import { SideMenu } from './side-menu';
import { MAIN_ID, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

const MenuDrawer = lazy(() => import('./menu-drawer'));
// its text is the domain's: fetched only when a remote's release changed, not with the first screen
const NewVersionBanner = lazy(() => import('../releases/new-version-banner'));

const ALTERAR_SENHA = '/alterar-senha';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

/**
 * SPEC §2 layout: fixed top bar, a 240 px drawer permanent from `sm` up and temporary below it. Below `sm` the top
 * bar names the page instead of the product (issue 17); the user menu with "Sair" is there on every size.
 */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  // mounted from the first tap on, so the drawer's closing animation still runs afterwards
  const [menuUsed, setMenuUsed] = useState(false);
  const installPrompt = useInstallPrompt();
  const { pathname } = useLocation();
  const screens = useRemoteScreens();
  useEffect(preloadDomain, []);
  // a temporary password is changed before anything else (the API answers 403 to every other call until then)
  const me = useMe();
  const navigate = useNavigate();
  const mustChangePassword = me.data?.trocar_senha === true && pathname !== ALTERAR_SENHA;
  const novaVersao = useNewVersion(me.data !== undefined);
  useEffect(() => {
    if (mustChangePassword) void navigate(ALTERAR_SENHA, { replace: true });
  }, [mustChangePassword, navigate]);

  return (
    <Box minH="100vh" bg="bg.page">
      <SkipLink />
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
        _print={{ display: 'none' }}
      >
        <IconButton
          aria-label="Abrir menu"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          hideFrom="sm"
          minW="11"
          h="11"
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </IconButton>
        <Text as="span" fontSize="xl" fontWeight="semibold" flex="1" hideBelow="sm">
          Frota
        </Text>
        <Text as="span" fontSize="xl" fontWeight="semibold" flex="1" minW="0" truncate hideFrom="sm">
          {pageTitleOf(pathname, screens)}
        </Text>
        {installPrompt.available && (
          <Button
            variant="outline"
            size="sm"
            h={{ base: '11', md: '8' }}
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => void installPrompt.install()}
          >
            Install App
          </Button>
        )}
        <UserMenu />
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
        _print={{ display: 'none' }}
      >
        <SideMenu />
      </Box>

      {menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}

      {/* printed, a page is its content alone: the bar, the menu and the room kept for them go (issue 17) */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" pt={TOP_BAR_HEIGHT} pl={{ base: '0', sm: DRAWER_WIDTH }} _print={{ pt: '0', pl: '0' }}>
        <Box p={{ base: '4', md: '6' }} _print={{ p: '0' }}>
          {/* inside main, under the fixed top bar: at the top of the page the bar covered it */}
          <OfflineNotice />
          {novaVersao ? (
            <Suspense fallback={null}>
              <NewVersionBanner />
            </Suspense>
          ) : null}
          {mustChangePassword ? null : <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}
