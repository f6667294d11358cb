// The proposed order of a policy's rules: moves change only the proposal (by drag or move up / down); the
// server's order stays until the user saves, and undo steps back through the moves one at a time.
import { useState } from 'react';
import { moveBy, moveTo, orderChanges } from '../rules/rule-order';

export function useRuleOrder(savedIds: readonly number[]) {
  const savedKey = savedIds.join(',');
  // Each proposal belongs to the saved order it started from: a new order from the server starts afresh.
  const [state, setState] = useState<{ key: string; history: number[][] }>({ key: savedKey, history: [] });
  const history = state.key === savedKey ? state.history : [];
  const ids = history.at(-1) ?? [...savedIds];
  const push = (next: number[]) => {
    if (next.join(',') === ids.join(',')) return;
    setState({ key: savedKey, history: [...history, next] });
  };
  return {
    ids,
    changes: orderChanges(savedIds, ids),
    canUndo: history.length > 0,
    moveBy: (id: number, step: -1 | 1) => push(moveBy(ids, id, step)),
    moveTo: (from: number, to: number) => push(moveTo(ids, from, to)),
    undo: () => setState({ key: savedKey, history: history.slice(0, -1) }),
    discard: () => setState({ key: savedKey, history: [] }),
  };
}
