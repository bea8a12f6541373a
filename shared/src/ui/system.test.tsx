import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FrotaProvider } from './frota-provider';
import { getSystem } from './system';

const system = getSystem();

const raw = (name: string): unknown => system.tokens.getByName(name)?.originalValue;

describe('Frota system (SPEC §9 theme)', () => {
  it('has a blue primary and a pink-red secondary palette', () => {
    expect(raw('colors.primary.solid')).toBe('#1976d2');
    expect(raw('colors.secondary.solid')).toBe('#dc004e');
  });

  it('gives the page a light grey background and the headings their sizes', () => {
    render(
      <FrotaProvider>
        <h1>Frota</h1>
      </FrotaProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toContain('--chakra-colors-bg-page:#f5f5f5');
    expect(css).toMatch(/body\{[^}]*background:var\(--chakra-colors-bg-page\)/);
    expect(css).toContain('h1{font-size:2.5rem;font-weight:600;}');
    expect(css).toContain('h2{font-size:2rem;font-weight:500;}');
    expect(css).toContain('h3{font-size:1.75rem;font-weight:500;}');
  });

  it('carries only the recipes the screens use, and buttons keep their case', () => {
    const recipes = Object.keys(system._config.theme?.recipes ?? {});
    const slotRecipes = Object.keys(system._config.theme?.slotRecipes ?? {});
    expect(recipes).toContain('button');
    expect(slotRecipes).toEqual(expect.arrayContaining(['table', 'dialog', 'field', 'nativeSelect', 'toast']));
    expect(slotRecipes).not.toContain('carousel');
    expect(recipes.length + slotRecipes.length).toBeLessThan(30);
    expect(system._config.theme?.recipes?.button?.base).toMatchObject({ textTransform: 'none' });
  });
});
