import { Box, ChakraLink, NavLink } from '@frota/shared/base';
import { MENU_ENTRIES } from './menu-entries';

/** The menu entries as links; `onNavigate` lets the temporary drawer close when one is chosen. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box as="ul" listStyleType="none" p="2" m="0">
      {MENU_ENTRIES.map((entry) => (
        <Box as="li" key={entry.to}>
          <ChakraLink
            asChild
            display="block"
            px="4"
            py="2.5"
            rounded="md"
            color="fg"
            textDecoration="none"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' } }}
          >
            <NavLink to={entry.to} end={entry.to === '/'} onClick={onNavigate}>
              {entry.label}
            </NavLink>
          </ChakraLink>
        </Box>
      ))}
    </Box>
  );
}
