import { useId } from 'react';
import { Box, ChakraLink, MENU_GROUPS, NavLink, useMe, type MenuGroup } from '@frota/shared/base';
import { menuFor, useRemoteScreens, type MenuEntry } from '../remotes/remote-screens';
import { MenuEntryIcon } from './menu-icons';

function groupsOf(entries: MenuEntry[]): { group: MenuGroup | undefined; entries: MenuEntry[] }[] {
  const groups: { group: MenuGroup | undefined; entries: MenuEntry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.group === entry.group) last.entries.push(entry);
    else groups.push({ group: entry.group, entries: [entry] });
  }
  return groups;
}

function EntryLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  return (
    <Box as="li">
      <ChakraLink
        asChild
        display="flex"
        alignItems="center"
        gap="3"
        minH="11"
        px="4"
        rounded="md"
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        css={{ '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' } }}
      >
        <NavLink to={entry.to} end={entry.to === '/'} onClick={onNavigate}>
          <MenuEntryIcon name={entry.icon} />
          {entry.label}
        </NavLink>
      </ChakraLink>
    </Box>
  );
}

/** The declared menu entries the user's role sees, by group; `onNavigate` lets the temporary drawer close. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { menu } = useRemoteScreens();
  const papel = useMe().data?.papel;
  // the permanent menu and the drawer's are on the page together
  const id = useId();
  return (
    <Box as="ul" listStyleType="none" p="2" m="0">
      {groupsOf(menuFor(menu, papel)).map(({ group, entries }) =>
        group ? (
          <Box as="li" key={group} mt="3">
            <Box as="span" display="block" id={`${id}-${group}`} px="4" pb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
              {MENU_GROUPS[group]}
            </Box>
            <Box as="ul" listStyleType="none" p="0" m="0" aria-labelledby={`${id}-${group}`}>
              {entries.map((entry) => (
                <EntryLink key={entry.to} entry={entry} onNavigate={onNavigate} />
              ))}
            </Box>
          </Box>
        ) : (
          entries.map((entry) => <EntryLink key={entry.to} entry={entry} onNavigate={onNavigate} />)
        ),
      )}
    </Box>
  );
}
