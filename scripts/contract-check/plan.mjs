// Which operations the check sends, in which order: reads first (they see the data before any write
// changes it), then writes, the session calls last (logout would end the session the check runs with).
import { eachOperation } from '../lib/operations.mjs';

export const areaOf = (op) => op.tags?.[0] ?? '(no tag)';

const isWrite = (op) => op['x-kind'] === 'mutation';

/**
 * @param {Record<string, any>} wire the wire contract
 * @param {{ includeWrites: boolean, only: string[] }} options
 * @returns {{ planned: Record<string, any>[], skipped: Record<string, any>[] }} `planned`: the eachOperation entries to send, in order;
 *   `skipped`: the writes left out, with the reason (the report lists them).
 */
export function planOperations(wire, { includeWrites, only }) {
  const entries = [...eachOperation(wire)];
  const known = new Set(entries.map(({ op }) => op.operationId));
  const unknown = only.filter((id) => !known.has(id));
  if (unknown.length) throw new Error(`--only names unknown operations: ${unknown.join(', ')}`);
  const chosen = only.length ? entries.filter(({ op }) => only.includes(op.operationId)) : entries;
  // Naming a write in --only is not consent to change the backend's data: writes need --include-writes.
  const namedWrites = only.length && !includeWrites ? chosen.filter(({ op }) => isWrite(op)) : [];
  if (namedWrites.length) {
    throw new Error(
      `--only names writes (x-kind: mutation): ${namedWrites.map(({ op }) => op.operationId).join(', ')}; ` +
        'add --include-writes to send them',
    );
  }
  const rank = ({ op }) => (!isWrite(op) ? 0 : areaOf(op) === 'session' ? 2 : 1);
  const ordered = chosen.map((entry, index) => ({ entry, index }));
  ordered.sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index);
  const planned = ordered.map(({ entry }) => entry).filter(({ op }) => includeWrites || !isWrite(op));
  const skipped = includeWrites
    ? []
    : chosen
        .filter(({ op }) => isWrite(op))
        .map((entry) => ({ entry, reason: 'a write (x-kind: mutation): run with --include-writes to send it' }));
  return { planned, skipped };
}
