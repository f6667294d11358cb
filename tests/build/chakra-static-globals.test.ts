// Chakra's global styles made at build time (scripts/lib/chakra-static-globals.mjs): the stylesheet is what
// Chakra's provider inserts for the portal's system, and the rewrite of Chakra's system module leaves them out.
// That the build links the stylesheet and the browser gets the styles once is checked on a production build
// (tests/build/first-page.test.ts) and in Chromium (tests/e2e/production.spec.ts).
import { ChakraProvider } from '@chakra-ui/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { globalStylesheet, withoutRuntimeGlobals } from '../../scripts/lib/chakra-static-globals.mjs';
import { system } from '../../src/app/theme';

const stylesheet = globalStylesheet(system);

/** What the provider renders without a document: Emotion writes each global style as a <style> element. */
function providerStyles() {
  const html = renderToString(createElement(ChakraProvider, { value: system, children: null }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

describe('globalStylesheet', () => {
  it("is what Chakra's provider writes for the portal's system", () => {
    expect(stylesheet.length).toBeGreaterThan(10_000);
    expect(stylesheet).toBe(providerStyles());
  });

  it("opens with Chakra's order of layers, then its reset, global styles and tokens", () => {
    expect(stylesheet.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    const layers = [...stylesheet.matchAll(/@layer (reset|base|tokens)\{/g)].map((match) => match[1]);
    expect(layers).toEqual(['reset', 'base', 'tokens']);
  });

  it("holds the portal's own tokens in both colour modes", () => {
    expect(stylesheet).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-600)');
    expect(stylesheet).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-fg-error:var\(--chakra-colors-red-400\)/);
    expect(stylesheet).toContain('--chakra-fonts-body:system-ui,"PingFang SC","Microsoft YaHei",sans-serif');
  });
});

describe('withoutRuntimeGlobals', () => {
  const require = createRequire(import.meta.url);
  const chakraDist = path.dirname(require.resolve('@chakra-ui/react'));
  const systemModule = readFileSync(path.join(chakraDist, '../esm/styled-system/system.js'), 'utf8');

  it("makes the installed Chakra's system without its global styles and without its reset", () => {
    const rewritten = withoutRuntimeGlobals(systemModule);
    expect(rewritten).toContain('const _global = [];');
    expect(rewritten).not.toContain('getTokenCss()];');
    expect(rewritten).not.toContain("from './preflight.js'");
    expect(rewritten).toContain("throw new Error(\"Chakra's reset is in the build's stylesheet");
  });

  it('fails the build when Chakra makes them another way', () => {
    expect(() => withoutRuntimeGlobals('const _global = makeGlobals();')).toThrow(/no longer reads/);
    const withoutPreflightImport = systemModule.replace("from './preflight.js'", "from './reset.js'");
    expect(() => withoutRuntimeGlobals(withoutPreflightImport)).toThrow(/no longer reads/);
  });
});
