import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { chakraStaticGlobals } from './scripts/lib/chakra-static-globals.mjs';
import { chartJsParts } from './scripts/lib/chart-js-parts.mjs';
import { chartJsPureClasses } from './scripts/lib/chart-js-pure-classes.mjs';
import { chunkGroups } from './scripts/lib/code-splitting.mjs';
import { cryptoJsWithoutKdf } from './scripts/lib/crypto-js-without-kdf.mjs';
import { gzipStatic } from './scripts/lib/nginx-gzip-static.mjs';
import { screenFilesInHtml } from './scripts/lib/screen-files.mjs';
import { previewScreenPages } from './scripts/lib/screen-pages.mjs';
import { buildHeaders } from './scripts/lib/security-headers.mjs';

const chakraRecipes = path.join(import.meta.dirname, 'node_modules/@chakra-ui/react/dist/esm/theme/recipes');

// Every path prefix the contract uses; the dev server forwards them to the mock (or API_TARGET).
const apiPrefixes = ['/api', '/shiro', '/cloud', '/refreshpage', '/linesapi', '/impapi', '/monit', '/offline'];

// Lingui's macros (t`…`, msg`…`, <Trans>) become catalogue lookups through Babel, which reads only the files that
// import a macro: the others (about three in five) skip Babel's parse and print, in the build and in every test run.
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
});

const distDir = path.join(import.meta.dirname, 'dist');

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The headers of the build it serves, read when it starts (index.html's; a screen's page adds its script's hash).
  const previewHeaders = buildHeaders(distDir);
  const target = process.env.API_TARGET ?? env.API_TARGET ?? 'http://127.0.0.1:4010';
  const proxy = Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }]));
  return {
    // '@/…' is src and '@tests/…' the test helpers (tsconfig.json says the same to the type checker).
    resolve: {
      alias: [
        { find: '@/', replacement: `${path.join(import.meta.dirname, 'src')}/` },
        { find: '@tests/', replacement: `${path.join(import.meta.dirname, 'tests')}/` },
        // One of Chakra's recipes as a module of its own, for the widgets whose recipe the first page's system
        // is made without (src/app/theme.ts): imported from Chakra's theme module, which the first page loads
        // and which re-exports every recipe, it would be bundled into the first page (tsconfig.json types it).
        { find: /^@chakra-ui\/react\/theme\/recipes\/([\w-]+)$/, replacement: `${chakraRecipes}/$1.js?widget` },
      ],
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders are split too, so what an area loads with (its query factories and rules) is fetched with
        // the area, never with the first page of the portal. A route's loader and component share one chunk:
        // the start-up preloads the matched routes' chunks (src/app/router.tsx), which must bring the loader,
        // and a loader's queries are its page's anyway.
        codeSplittingOptions: {
          splitBehavior: ({ routeId }) =>
            // The login screen is the first page of most visits (a session lives in one tab): it ships with
            // the first file rather than after it, one round trip sooner on screen.
            routeId === '/newlogin'
              ? []
              : // The signed-in layout's loader is one call (the screen's area's messages): not split.
                routeId === '/_app'
                ? [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
                : undefined,
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      babel({ presets: [linguiMacros] }),
      lingui(),
      cryptoJsWithoutKdf(),
      // chart.js's bars and pies as modules of their own, before the classes' rewrite (which works on what is left).
      chartJsParts(),
      chartJsPureClasses(),
      // Chakra's global styles and token variables, a stylesheet made at build time instead of at every start.
      chakraStaticGlobals(),
      // Each signed-in screen's page, with its files listed and the script run before the entry that requests them
      // and sends its first reads; `vite preview` answers the screen's address with it.
      screenFilesInHtml(),
      previewScreenPages(distDir, previewHeaders),
      // nginx serves these gzipped files as they are (docs/deploying.md).
      gzipStatic(),
    ],
    server: { proxy },
    preview: { proxy, headers: previewHeaders },
    build: {
      target: 'es2022',
      sourcemap: false,
      // A dynamic import requests the chunks its chunk imports at the same time as the chunk itself (Vite's
      // preload list), rather than one level of imports per round trip. The polyfill is left out: every
      // browser of the es2022 target preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Chakra's theme module builds its whole default theme at load time with `defineConfig` (an identity
        // function); marked pure, that build and the recipes the portal leaves out are dropped (src/app/theme.ts).
        treeshake: { manualPureFunctions: ['defineConfig'] },
        // Files by folder, a handful per screen (scripts/lib/code-splitting.mjs).
        output: {
          codeSplitting: { groups: chunkGroups(import.meta.dirname) },
          // A file an area's screens share is named for the area alone, not for every screen that shares it: the
          // entry lists every lazy file's name, and the hash tells them apart.
          chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        },
      },
    },
  };
});
