import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { gzipStatic } from './scripts/lib/nginx-gzip-static.mjs';
import { securityHeaders } from './scripts/lib/security-headers.mjs';

// Every path prefix the contract uses; the dev server forwards them to the mock (or API_TARGET).
const apiPrefixes = ['/api', '/shiro', '/cloud', '/refreshpage', '/linesapi', '/impapi', '/monit', '/offline'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = process.env.API_TARGET ?? env.API_TARGET ?? 'http://127.0.0.1:4010';
  const proxy = Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }]));
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders are split too, so what an area loads with (its query factories and rules) is fetched with
        // the area, never with the first page of the portal.
        codeSplittingOptions: {
          // The login screen is the first page of most visits (a session lives in one tab): it ships with the
          // first file rather than after it, one round trip sooner on screen.
          splitBehavior: ({ routeId }) => (routeId === '/newlogin' ? [] : undefined),
          defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      // nginx serves these gzipped files as they are (README "Deploying").
      gzipStatic(),
    ],
    server: { proxy },
    preview: { proxy, headers: securityHeaders },
    // No preload map: it adds 4 kB to the first page (a list of every route's chunks) and measured no faster
    // on a cold list screen; routes are preloaded on hover by the router instead.
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: false,
      rolldownOptions: {
        // Chakra's theme module builds its whole default theme at load time with `defineConfig` (an identity
        // function); marked pure, that build and the recipes the portal leaves out are dropped (src/app/theme.ts).
        treeshake: { manualPureFunctions: ['defineConfig'] },
        // What the first page needs goes in one file rather than ~90 shared fragments of a few hundred bytes:
        // one request, and gzip compresses it as a whole (256 → 233 kB on the login route when measured).
        output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      },
    },
  };
});
