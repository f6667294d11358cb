// `npm run routes`: writes src/routeTree.gen.ts from src/routes without a build, a dev server or a test run, so
// that `tsc` (npm run typecheck) sees every route of a fresh checkout or of a route just added. The file is
// written by TanStack Router's own Vite plugin with the options vite.config.ts gives it: resolving the Vite
// configuration runs the plugin's generator (on its configResolved hook), so the tree is the one a build writes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from 'vite';
import { root } from './lib/config.mjs';

const tree = path.join(root, 'src/routeTree.gen.ts');
await resolveConfig({ root, logLevel: 'warn' }, 'build');

// The plugin prints a generator error and carries on: a tree that was never written fails here, by name.
if (!existsSync(tree)) {
  console.error(`routes: ${path.relative(root, tree)} was not written (see the error above)`);
  process.exit(1);
}
