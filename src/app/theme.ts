// The portal's Chakra system: Chakra's default tokens and styles, with only the recipes of the components the
// portal uses (Chakra's bundle-optimisation guide). `defaultConfig` carries every recipe into the first page
// (docs/performance.md); a component whose recipe is missing here would render unstyled, so the page tests fail
// on it (tests/setup-dom.ts) instead. The recipes of the widgets no first paint of a list or a form draws
// (dialogs, drawers, menus, popovers, tabs, checkboxes, switches, figures, toasts) are not here: the
// module a screen imports such a widget from adds its recipe (src/components/ui/later-recipes.ts), so the
// recipe comes with the widget's file rather than with the first page.
//
// The recipes come from '@chakra-ui/react/theme', whose module also builds Chakra's whole default theme at
// load time; vite.config.ts declares `defineConfig` pure so that unused build is dropped with every recipe it
// names.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
// Relative: the build also evaluates this module without the project's aliases (scripts/lib/chakra-static-globals.mjs).
import { laterSlotRecipes } from '../components/ui/later-recipes';

/**
 * Chakra's colour palettes no screen draws with (src/app/theme.test.ts checks that none does): their tokens,
 * eleven shades and eight semantic colours each in both modes, are left out of the system, which the start-up
 * makes while the entry evaluates, and of the CSS variables every page sets.
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'cyan', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name)));

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/** The system's own interface font, then the usual Chinese ones (macOS, Windows). */
const fontStack = 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif';

const portalTheme = defineConfig({
  // The page's language, set on <html> by src/api/i18n.ts.
  conditions: { chinese: ':root:lang(zh) &' },
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
    // Nothing slides or fades for those who asked their system for less motion: drawers, dialogs, menus and
    // toasts appear at once (their open and close states still end, so they unmount as usual).
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        // No transition at all, not a short one: an element's transition property is `all` unless it names
        // others, so a duration here made every change of every element a transition, which keeps the old value
        // until the next frame. A windowed list's spacer row then kept its old height in the frame it grew, the
        // table's box shrank to the rows drawn, and the browser moved a list scrolled to its end back to its top.
        transitionDuration: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // Headings in the same stack as the text (Chakra's own heading stack names six fonts before a Chinese one):
    // Chromium asks the browser process for every family named on the page, one blocking round trip each
    // during the first layout, so each name that is not installed costs start-up time.
    tokens: { fonts: { body: { value: fontStack }, heading: { value: fontStack } } },
    // Contrast of text (WCAG 2.1 AA asks 4.5:1 of normal text). Chakra's light-mode shades fall under it: white on
    // solid green and orange buttons (green.600, orange.600: 3.3:1 and 3.6:1), and the error, warning and
    // success texts on white (red.500, orange.600, green.600: 3.8:1, 3.6:1, 3.3:1). One shade darker gives 4.8:1
    // to 5.2:1; the dark mode's shades pass and stay.
    semanticTokens: {
      // Chinese text is emphasised in medium weight (headings, titles, labels, figures), as Chinese interfaces
      // usually set it: a CJK face's bold is heavy at these sizes. It also keeps the first paint to one Chinese
      // font file: a semibold heading makes Chromium load the bold face too, a second large file copied to the
      // renderer during the first layout (docs/performance.md). In English the weight stays semibold.
      fontWeights: { semibold: { value: { base: '600', _chinese: '500' } } },
      colors: {
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, portalTheme);

// The system looks a slot recipe up by its key when a component renders: in the object the widgets' modules add
// theirs to (src/components/ui/later-recipes.ts), which holds the first page's too.
const theme = (system._config.theme ??= {});
theme.slotRecipes = Object.assign(laterSlotRecipes, theme.slotRecipes);
