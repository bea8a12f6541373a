import { ENTITY_NAMES, labelOf, pathOf } from '@frota/shared/base';

/** SPEC §2 side menu: the dashboard, then every entity in the registry's order. */
export const MENU_ENTRIES = [{ label: 'Dashboard', to: '/' }, ...ENTITY_NAMES.map((name) => ({ label: labelOf(name), to: pathOf(name) }))];
