// Starts the mock as `npm run mock` runs it: Prism on a port of its own behind the layer on `port`, or plain
// Prism on `port` (stateless). The tests start it the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig, root } from '../lib/config.mjs';
import { freePort, startPrism } from '../lib/prism.mjs';
import { startMockLayer } from './layer.mjs';
import { prismArguments } from './options.mjs';
import { createState } from './state.mjs';

export const generated = (file) => path.join(root, 'generated', file);

/**
 * @param {{ port?: number, dynamic?: boolean, seed?: string, failureRate?: number, stateless?: boolean,
 *   prismArgs?: string[], stdio?: 'pipe' | 'inherit', limit?: number, timeoutMs?: number, strict?: boolean }} options
 *   `strict`: the reference backend (sessions.mjs)
 */
export async function startMock(options = {}) {
  const { stateless = false, dynamic = false, stdio = 'pipe', timeoutMs } = options;
  const port = options.port ?? (await freePort());
  const extraArgs = prismArguments({ dynamic, seed: options.seed, prismArgs: options.prismArgs ?? [] });
  if (stateless) {
    const prism = await startPrism({ spec: generated('openapi.wire.json'), port, stdio, extraArgs, timeoutMs });
    return { url: prism.url, prism, state: undefined, stop: prism.stop };
  }
  const spec = generated(dynamic ? 'mock/openapi.dynamic.json' : 'mock/openapi.json');
  const prism = await startPrism({ spec, port: await freePort(), stdio, extraArgs, timeoutMs });
  const doc = JSON.parse(readFileSync(generated('openapi.json'), 'utf8'));
  const { cipherKey } = readConfig();
  const state = dynamic ? undefined : createState(doc, { limit: options.limit });
  const layer = await startMockLayer({ ...options, port, prismUrl: prism.url, doc, key: cipherKey, state });
  return {
    url: layer.url,
    prism,
    state,
    stop: async () => {
      await layer.close();
      await prism.stop();
    },
  };
}
