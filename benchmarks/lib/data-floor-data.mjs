// The calls the data benchmark's floors make (benchmarks/floors/bare-table, bare-chart; read by
// benchmarks/floors/read-answer.ts): the portal's own operations, each with the request example of the contract
// as the mock is sent it (generated/openapi.wire.json: encrypted where the operation encrypts its body), the
// operation's success codes and the cipher's key, defined into the floor's build. The bench routes floor and
// portal alike to the opt-in examples (`DATA_EXAMPLES`), so both sides ask the same server for the same answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig, root } from '../../scripts/lib/config.mjs';
import { eachOperation, successCodes } from '../../scripts/lib/operations.mjs';

/** The floors' reads by name: the operation each one calls. */
const operations = {
  domains: 'searchDomains',
  tasks: 'queryRefreshTasks',
  current: 'getOverviewTraffic',
  previous: 'getSequentialTraffic',
};

/** Each read's path and the mock's opt-in example that answers it with a lot of data. */
export const DATA_EXAMPLES = {
  domains: { '/api/domain/search': 'tenThousandDomains' },
  tasks: { '/api/refresh/query': 'tenThousandTasks' },
  week: { '/api/overview': 'weekByMinute', '/api/sequential': 'weekByMinute' },
};

/** Vite's `define` of a data floor's build: `__FLOOR_READS__`. */
export function dataFloorDefine() {
  const doc = JSON.parse(readFileSync(path.join(root, 'generated/openapi.wire.json'), 'utf8'));
  const all = [...eachOperation(doc)];
  const reads = Object.fromEntries(
    Object.entries(operations).map(([name, operationId]) => {
      const entry = all.find(({ op }) => op.operationId === operationId);
      const body = entry?.op.requestBody?.content?.['application/json']?.example;
      if (!entry || entry.method !== 'post' || body === undefined)
        throw new Error(`${operationId}: no POST with a request example in the contract (run npm run gen)`);
      return [name, { path: entry.route, body, successCodes: successCodes(entry.op) }];
    }),
  );
  return { __FLOOR_READS__: JSON.stringify({ key: readConfig().cipherKey, reads }) };
}
