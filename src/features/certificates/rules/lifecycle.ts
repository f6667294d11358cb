// The delete lifecycle of a certificate row, by logicDelete (specification 002 §4):
// 0 normal → offers delete; 2 pending clear → offers clear; 3 deleting → shows progress, polled.
export type LogicDelete = 0 | 1 | 2 | 3;

export type RowAction = 'delete' | 'clear' | 'deleting' | 'none';

export function rowAction(logicDelete: number): RowAction {
  switch (logicDelete) {
    case 0:
      return 'delete';
    case 2:
      return 'clear';
    case 3:
      return 'deleting';
    default:
      return 'none';
  }
}

/**
 * What a deleting poll's operationStatus does to the row: 0 → pending clear (logicDelete 2),
 * 1 → the row goes away (null), 2 → still deleting (logicDelete 3).
 */
export function afterDeletingPoll(operationStatus: number): 2 | 3 | null {
  if (operationStatus === 0) return 2;
  if (operationStatus === 1) return null;
  return 3;
}

/** After this poll answer the row is still deleting, so it is polled again. */
export const stillDeleting = (operationStatus: number) => afterDeletingPoll(operationStatus) === 3;

/** A row keeps being polled while it is deleting. */
export const isDeleting = (logicDelete: number) => logicDelete === 3;

/** How a deletion followed in the task tray stands after a poll: removed, refused (pending clear) or running. */
export function deletionOutcome(operationStatus: number): 'success' | 'failed' | 'running' {
  const next = afterDeletingPoll(operationStatus);
  return next === null ? 'success' : next === 2 ? 'failed' : 'running';
}
