// The contract's table of operations (src/api/generated/operations.ts: path, method, success codes, permission…
// of all 193 calls, 3.4 kB gzip) is loaded when the portal first needs it, not with the first page: the login
// page draws without it and loads it with its first call; a signed-in screen's first page requests it with the
// cipher, before the entry has run (scripts/lib/screen-files.mjs), and the signed-in layout waits for both
// (src/routes/_app.tsx). Query and mutation keys name the operation, so building one needs no table.
import type { OperationId, operations } from './generated/operations';
import type { OperationMeta } from './operation-meta';

type Table = typeof operations;

let table: Table | undefined;
let loading: Promise<Table> | undefined;

export function loadOperationTable(): Promise<Table> {
  loading ??= import('./generated/operations').then((module) => (table = module.operations));
  return loading;
}

/** One operation's row; the caller has awaited `loadOperationTable()` on its way here. */
export function operationMeta(id: OperationId): OperationMeta {
  if (!table) throw new Error(`The operation table is read before loadOperationTable() resolved (${id})`);
  return table[id];
}
