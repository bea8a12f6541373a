import { ENTITY_NAMES, labelOf, pathOf } from '@frota/shared/base';
import { menuPages } from '../../../shared/mf.config';

/** SPEC §2 side menu: the dashboard, then every entity in the registry's order, each followed by the remotes' pages that name it. */
export const MENU_ENTRIES = [
  { label: 'Dashboard', to: '/' },
  ...ENTITY_NAMES.flatMap((name) => [
    { label: labelOf(name), to: pathOf(name) },
    ...menuPages()
      .filter((page) => page.after === name)
      .map((page) => ({ label: page.label, to: page.path })),
  ]),
];
