// Build time only: the theme's global CSS (reset, base styles, the tokens as CSS variables) as text, for the shell
// to put in index.html (issue 17). In the browser, Chakra would build it and emotion insert it at every start, in
// one long task on a phone's main thread. FrotaProvider leaves it out when the page already has it.
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { GLOBAL_CSS_ID } from './src/ui/global-css';
import { getSystem } from './src/ui/system';

/** What emotion's <Global styles={system._global}> inserts, as one stylesheet, after the layer order. */
export function themeGlobalCss(): string {
  const system = getSystem();
  const { styles } = serializeStyles([system._global as never]);
  return `${system.layers.atRule}${serialize(compile(styles), stringify)}`;
}

export { GLOBAL_CSS_ID };
