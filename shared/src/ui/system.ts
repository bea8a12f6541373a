import { createSystem, defaultBaseConfig, defineConfig, defineRecipe } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { onFirstUse } from '../domain/format';

// The Frota theme (SPEC §9). Built from the base config plus only the recipes our screens use, instead of
// `defaultSystem` with all of them: DESIGN measured Chakra at 65 KB instead of 310 KB that way.
// A screen that needs another Chakra component adds its recipe here.

const BLUE = '#1976d2';
const PINK_RED = '#dc004e';
const PAGE_BG = '#f5f5f5';

function palette(solid: string, fg: string, subtle: string, muted: string, emphasized: string) {
  return {
    solid: { value: solid },
    contrast: { value: '#ffffff' },
    fg: { value: fg },
    subtle: { value: subtle },
    muted: { value: muted },
    emphasized: { value: emphasized },
    focusRing: { value: solid },
    border: { value: solid },
  };
}

// Palettes no screen uses: 108 tokens between them, which createSystem turns into CSS variables on every start,
// in one long task on a phone's main thread (issue 17, Total Blocking Time).
const UNUSED_PALETTES = ['teal', 'cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

// Heading sizes come from the h1/h2/h3 rules below, so `<Heading as="h1">` gets the SPEC size without a prop.
const heading = defineRecipe({ ...headingRecipe, base: { fontFamily: 'heading' }, defaultVariants: {} });

const button = defineRecipe({
  ...buttonRecipe,
  base: { ...buttonRecipe.base, textTransform: 'none' },
});

const frotaConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), colorPalette: 'primary' },
    body: { bg: 'bg.page', color: 'fg' },
    'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading', lineHeight: '1.2' },
    h1: { fontSize: '2.5rem', fontWeight: '600' },
    h2: { fontSize: '2rem', fontWeight: '500' },
    h3: { fontSize: '1.75rem', fontWeight: '500' },
    h4: { fontSize: '1.5rem', fontWeight: '500' },
    h5: { fontSize: '1.25rem', fontWeight: '500' },
    h6: { fontSize: '1rem', fontWeight: '500' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors ?? {}),
        primary: palette(BLUE, '#1565c0', '#e3f2fd', '#bbdefb', '#90caf9'),
        secondary: palette(PINK_RED, '#b0003a', '#fce4ec', '#f8bbd0', '#f48fb1'),
        bg: { ...semanticTokens.colors.bg, page: { value: PAGE_BG } },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// made on first use, at the provider's first render: inside the module's evaluation it lengthened the app's
// first task, a long one on a phone (issue 17, TBT)
export const getSystem = onFirstUse(() => createSystem(defaultBaseConfig, frotaConfig));

export type FrotaSystem = ReturnType<typeof getSystem>;
