// A Vite build plugin: Chakra's global styles as a stylesheet of the build, made once when the portal is built
// rather than at every start in the customer's browser. Chakra makes them while it creates the system (its
// reset, the global CSS and a CSS variable for every token of both colour modes), and its provider then
// serialises them and inserts them with Emotion, a large part of the login page's start-up before its first
// paint on a phone, on every screen opened cold (docs/performance.md).
//
// Here the system of src/app/theme.ts is created in Node while the portal builds, its global styles written by
// Emotion as its provider would write them (the same serialiser and stylis plugins), and the file linked from
// index.html, put in force by the entry's first render (src/app/global-stylesheet.ts says why then). In the
// browser, Chakra's system module leaves its global styles empty (its provider inserts nothing for them); the
// cascade is the same, since the file comes first and opens with Chakra's order of layers. The development
// server and the unit tests keep Chakra's own way. tests/build/chakra-static-globals.test.ts checks the
// stylesheet and the rewrite, tests/build/first-page.test.ts how the build links it, and
// tests/e2e/production.spec.ts that the browser has the styles once, in force.
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import path from 'node:path';
import { runnerImport } from 'vite';

const systemModule = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const globalsAtStart = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const themeModule = 'src/app/theme.ts';
const stylesheetName = 'chakra-globals.css';
// The link's id, as src/app/global-stylesheet.ts finds it.
const stylesheetId = 'chakra-globals';

const preflightImport = "import { createPreflight } from './preflight.js';";
// Its reset (the preflight) is in the stylesheet, and only the global styles used it: left out of the first
// page, it would fail loudly if anything asked the system for it again.
const preflightInStylesheet = `const createPreflight = () => {
  throw new Error("Chakra's reset is in the build's stylesheet (scripts/lib/chakra-static-globals.mjs)");
};`;

/**
 * Chakra's system module without making its global styles, and without its reset. Fails loudly if Chakra
 * changed either line.
 */
export function withoutRuntimeGlobals(code) {
  for (const line of [globalsAtStart, preflightImport]) {
    if (!code.includes(line)) {
      throw new Error(`Chakra's system module no longer reads "${line}": update ${import.meta.url}`);
    }
  }
  return code.replace(globalsAtStart, 'const _global = [];').replace(preflightImport, preflightInStylesheet);
}

/**
 * A system's global styles as CSS text, as its provider inserts them: the order of Chakra's layers, then the
 * reset, the global CSS and the tokens. Emotion's cache without a document returns the rules it would insert.
 */
export function globalStylesheet(system) {
  const cache = createCache({ key: 'css' });
  const rules = (styles) =>
    /** @type {string} */ (cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false));
  return rules(system.layers.atRule) + rules(system._global);
}

/** @returns {import('vite').Plugin} */
export function chakraStaticGlobals() {
  let root = process.cwd();
  return {
    name: 'portal-chakra-static-globals',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const theme = path.join(root, themeModule);
      this.addWatchFile(theme);
      const { module } = await runnerImport(theme, { configFile: false, root, logLevel: 'silent' });
      this.emitFile({ type: 'asset', name: stylesheetName, source: globalStylesheet(module.system) });
    },
    transform: {
      filter: { id: systemModule },
      handler(code) {
        return { code: withoutRuntimeGlobals(code), map: null };
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const stylesheet = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(stylesheetName),
        );
        if (!stylesheet) throw new Error(`${stylesheetName} is missing from the build`);
        // Requested at once (the preload, at a stylesheet's priority), and linked for no medium: the entry puts
        // it in force with its first render (src/app/global-stylesheet.ts), whose paint waits for it.
        const href = `/${stylesheet.fileName}`;
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'style', href }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'stylesheet', href, media: 'print', id: stylesheetId }, injectTo: 'head' },
        ];
      },
    },
  };
}
