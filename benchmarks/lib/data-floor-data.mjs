// The answers the data benchmark's floors fetch (benchmarks/floors/bare-table, bare-chart), written beside a
// floor's build under data/: the very rows and points of the contract's opt-in examples the portal is served
// (tenThousandDomains, tenThousandTasks, weekByMinute of this week and of the week before), read readable from
// the bundled contract, so floor and portal draw the same data.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/config.mjs';
import { eachOperation, jsonResponse } from '../../scripts/lib/operations.mjs';

/** `data` of an operation's named example in generated/openapi.json. */
function exampleData(doc, operationId, name) {
  const entry = [...eachOperation(doc)].find(({ op }) => op.operationId === operationId);
  const data = jsonResponse(entry?.op)?.examples?.[name]?.value?.data;
  if (!data) throw new Error(`${operationId} has no example '${name}': run npm run gen`);
  return data;
}

export function writeDataFloorData(outDir) {
  const doc = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8'));
  const dir = path.join(outDir, 'data');
  mkdirSync(dir, { recursive: true });
  const write = (file, value) => writeFileSync(path.join(dir, file), JSON.stringify(value));
  write('domains.json', exampleData(doc, 'searchDomains', 'tenThousandDomains').list);
  write('tasks.json', exampleData(doc, 'queryRefreshTasks', 'tenThousandTasks').list);
  write('week.json', {
    current: exampleData(doc, 'getOverviewTraffic', 'weekByMinute').bandAndFlowList,
    previous: exampleData(doc, 'getSequentialTraffic', 'weekByMinute').bandAndFlowList,
  });
}
