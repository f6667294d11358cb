// The palettes the portal's Chakra system leaves out are drawn with nowhere, and are not in the system.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { system, UNUSED_PALETTES } from './theme';

const src = path.resolve(import.meta.dirname, '..');
const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/(^|[\\/])(theme(\.test)?\.ts|generated[\\/].*)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

describe("the system's colour palettes", () => {
  it.each(UNUSED_PALETTES)('%s is named by no source file, and the system has none of its colours', (palette) => {
    const naming = sources.filter(({ text }) => new RegExp(`\\b${palette}\\b`).test(text)).map(({ file }) => file);
    expect(naming).toEqual([]);
    expect(system.token(`colors.${palette}.500`, 'none')).toBe('none');
    expect(system.token(`colors.${palette}.solid`, 'none')).toBe('none');
  });

  it('keeps the palettes the screens draw with', () => {
    for (const palette of ['gray', 'red', 'orange', 'green', 'teal', 'blue', 'purple']) {
      expect(system.token(`colors.${palette}.500`, 'none')).not.toBe('none');
      expect(system.token(`colors.${palette}.solid`, 'none')).not.toBe('none');
    }
  });
});

// The widgets whose recipes the first page's system is made without, by the module that adds them
// (src/components/ui/), and the recipes it adds.
const laterWidgets = {
  '@/components/ui/overlays': {
    widgets: ['Dialog', 'Drawer', 'Menu', 'Popover'],
    recipes: ['dialog', 'drawer', 'menu', 'popover'],
  },
  '@/components/ui/tabs': { widgets: ['Tabs'], recipes: ['tabs'] },
  '@/components/ui/toggles': {
    widgets: ['Checkbox', 'CheckboxGroup', 'Fieldset', 'Switch'],
    recipes: ['checkbox', 'fieldset', 'switch'],
  },
  '@/components/ui/stat': { widgets: ['Stat'], recipes: ['stat'] },
  '@/components/ui/toast-list': { widgets: ['Toast', 'Toaster'], recipes: ['toast'] },
};

describe('the recipes that come with their widgets, not with the first page', () => {
  it.each(Object.entries(laterWidgets))('%s adds its widgets’ recipes to the system', async (module, { recipes }) => {
    await import(/* @vite-ignore */ module);
    expect(recipes.filter((key) => !system.isSlotRecipe(key))).toEqual([]);
  });

  it("is imported from those modules only: a widget imported from '@chakra-ui/react' could draw without its recipe", () => {
    const later = new Set(Object.values(laterWidgets).flatMap(({ widgets }) => widgets));
    const chakraImports = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
    const direct = sources
      .filter(({ file }) => !/^components[\\/]ui[\\/]/.test(file))
      .flatMap(({ file, text }) =>
        [...text.matchAll(chakraImports)]
          .flatMap((match) => (match[1] ?? '').split(','))
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => later.has(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(direct).toEqual([]);
  });
});

// Less motion takes transitions away rather than shortening them: every element's transition property is `all`
// unless it names others, so a duration for every element made each change of each element a transition, which
// keeps the old value until the next frame (a windowed list's spacer its old height, tests/e2e/many-rows.spec.ts).
describe('the global styles for those who asked their system for less motion', () => {
  it('give no element a transition, however short', () => {
    const universal = system.getGlobalCss()['@layer base'] as Record<string, Record<string, Record<string, string>>>;
    const reduced = universal['&*, &*::before, &*::after']?.['@media (prefers-reduced-motion: reduce)'];
    expect(reduced?.transitionDuration).toMatch(/ !important$/);
    expect(parseFloat(reduced?.transitionDuration ?? '')).toBe(0);
  });
});
