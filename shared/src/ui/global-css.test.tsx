import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeGlobalCss } from '../../theme-css';
import { FrotaProvider } from './frota-provider';
import { GLOBAL_CSS_ID, systemFor } from './global-css';
import { getSystem } from './system';

const system = getSystem();

const emotionRules = () =>
  [...document.querySelectorAll('style[data-emotion]')].flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText));

afterEach(() => document.getElementById(GLOBAL_CSS_ID)?.remove());

describe("the theme's global CSS made at build", () => {
  it('holds the layer order, the reset, the page colours and every token as a CSS variable', () => {
    const css = themeGlobalCss();
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-primary-solid:#1976d2');
    expect(css).toContain('--chakra-colors-bg-page:#f5f5f5');
    expect(css).toMatch(/body\{background:var\(--chakra-colors-bg-page\)/);
    // a blank value (blurs.none) is no declaration, for emotion at run time too
    const baseVars = [...(system.tokens.cssVarMap.get('base') ?? [])].filter(([, value]) => String(value).trim() !== '').map(([name]) => name);
    expect(baseVars.length).toBeGreaterThan(300);
    for (const name of baseVars) expect(css, name).toContain(`${name}:`);
  });

  it('is left out by FrotaProvider when the page brought it, and inserted when it did not', () => {
    const style = Object.assign(document.createElement('style'), { id: GLOBAL_CSS_ID });
    document.head.append(style);
    expect(systemFor(document)._global).toEqual([]);
    // the rest of the system is the same one
    expect(systemFor(document).css).toBe(system.css);
    style.remove();
    expect(systemFor(document)).toBe(system);

    render(<FrotaProvider>texto</FrotaProvider>);
    expect(emotionRules().some((rule) => rule.includes('--chakra-colors-primary-solid'))).toBe(true);
  });
});
