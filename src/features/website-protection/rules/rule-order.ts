// The order of a policy's rules is their order of execution (priority 1 runs first). A user reorders by
// dragging or with move up / down; the new order is only a proposal until saved, so the screen can show
// what changes and undo it. These pure steps back that.

export interface Ordered {
  id: number;
  priority: number;
}

/** The rules by priority, as they run. */
export const byPriority = <R extends Ordered>(rules: readonly R[]) =>
  [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);

/** The ids with the one at `from` moved to `to` (both clamped to the list). */
export function moveTo(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  if (from < 0 || from >= ids.length) return next;
  const target = Math.min(Math.max(to, 0), ids.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as number);
  return next;
}

/** One step up (-1) or down (+1); unchanged at either end. */
export const moveBy = (ids: readonly number[], id: number, step: -1 | 1) =>
  moveTo(ids, ids.indexOf(id), ids.indexOf(id) + step);

export interface PositionChange {
  id: number;
  from: number;
  to: number;
}

/** The rules whose position changes (1-based), in the new order: what the user is asked to confirm. */
export function orderChanges(saved: readonly number[], proposed: readonly number[]): PositionChange[] {
  return proposed.flatMap((id, index) => {
    const from = saved.indexOf(id) + 1;
    return from !== index + 1 ? [{ id, from, to: index + 1 }] : [];
  });
}

/** The body of the priority call: every rule with its new priority, 1 first. */
export const prioritiesOf = (policyId: number, proposed: readonly number[]) => ({
  policyId,
  priorities: proposed.map((id, index) => ({ id, priority: index + 1 })),
});
