// One exchange with the backend: the request an input makes, sent through Prism's validating proxy (valid
// requests: Prism judges the answer too) or straight to the backend (requests Prism would refuse itself, and
// calls without the session), and the record a report keeps of it: the request sent, the answer received
// (trimmed) and a curl line that replays it against the backend. Neither holds the session's values.
import { httpRequest } from '../lib/requests.mjs';
import { keptExchange } from './keep.mjs';
import { send, throughPrism } from './proxy.mjs';

/**
 * @param {{ doc: Record<string, any>, backend: string, prismUrl?: string, headers: Record<string, string>,
 *   cipherKey: string, timeoutMs: number }} channel how requests travel: through Prism
 *   when `prismUrl` is given; `headers` are the session's and the user's (--cookie, --header)
 * @param {import('./types').OperationEntry} entry the operation (eachOperation entry of `doc`)
 * @param {Record<string, any>} input the readable input (requests.mjs exampleInput's shape)
 * @param {{ straight?: boolean, redirect?: 'follow' | 'manual' }} [how]
 */
export async function exchange(channel, entry, input, { straight = false, redirect } = {}) {
  const { doc, backend, prismUrl, headers, cipherKey, timeoutMs } = channel;
  const viaPrism = prismUrl && !straight;
  const accept = Object.keys(entry.op.responses?.['200']?.content ?? {}).join(', ');
  const request = httpRequest(doc, entry, input, { baseUrl: backend, cipherKey });
  const init = { ...request.init, headers: { ...(accept && { accept }), ...request.init.headers, ...headers } };
  const url = viaPrism ? `${prismUrl}${request.url.slice(backend.length)}` : request.url;
  const answer = await send(url, viaPrism ? throughPrism(init) : init, { timeoutMs, redirect });
  const record = keptExchange({ ...init, url: request.url }, answer);
  return { answer: { ...answer, call: `${init.method} ${new URL(url).pathname}` }, record };
}
