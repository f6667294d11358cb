// The contract's table of operations (src/api/generated/operations.ts: path, method, success codes, permission…
// of every call) is loaded when the portal first needs it, not with the first page. The login
// page's own calls (login, automatic login, logout: the session tag) are rows of the entry, so that page never
// loads the table; a signed-in screen's first page requests it with the cipher, before the entry has run
// (scripts/lib/screen-files.mjs), and the signed-in layout waits for both (src/routes/_app.tsx). Query and
// mutation keys name the operation, so building one needs no table.
import type { OperationId, operations } from './generated/operations';
import { sessionOperations } from './generated/session-operations';
import type { OperationMeta } from './operation-meta';

type Table = typeof operations;

const inEntry: Partial<Record<OperationId, OperationMeta>> = sessionOperations;
let table: Table | undefined;
let loading: Promise<Table> | undefined;

export function loadOperationTable(): Promise<Table> {
  loading ??= import('./generated/operations').then((module) => (table = module.operations));
  return loading;
}

/** One operation's row, loading the table first unless the entry holds the row. */
export async function loadOperationMeta(id: OperationId): Promise<OperationMeta> {
  return inEntry[id] ?? (await loadOperationTable())[id];
}

/** One operation's row; the caller has awaited `loadOperationMeta(id)` or `loadOperationTable()` on its way here. */
export function operationMeta(id: OperationId): OperationMeta {
  const row = inEntry[id] ?? table?.[id];
  if (!row) throw new Error(`The operation table is read before loadOperationTable() resolved (${id})`);
  return row;
}
