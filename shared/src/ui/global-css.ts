import { onFirstUse } from '../domain/format';
import { getSystem, type FrotaSystem } from './system';

/** The <style> the shell's build puts in index.html with the theme's global CSS (shared/theme-css.ts). */
export const GLOBAL_CSS_ID = 'frota-global-css';

// the same system, but its global CSS (a getter, see patches/@chakra-ui__react) never read nor inserted
const withoutGlobalCss = onFirstUse((): FrotaSystem => Object.create(getSystem(), { _global: { value: [] } }));

/** The system to provide: without its global CSS when the page brought it already. */
export function systemFor(doc: Document | undefined): FrotaSystem {
  return doc?.getElementById(GLOBAL_CSS_ID) ? withoutGlobalCss() : getSystem();
}
