// Which dialog of a screen is open and on what: a row's edit, delete or details dialog opens on that row and
// closes back to none, so a screen keeps one value instead of a flag and a target that can disagree.
import { useCallback, useMemo, useState } from 'react';

export interface DialogState<T> {
  /** What the open dialog is about, or undefined when none is open. */
  target: T | undefined;
  isOpen: boolean;
  open(target: T): void;
  close(): void;
}

export function useDialogState<T>(): DialogState<T> {
  const [target, setTarget] = useState<T>();
  const open = useCallback((next: T) => setTarget(() => next), []);
  const close = useCallback(() => setTarget(undefined), []);
  return useMemo(() => ({ target, isOpen: target !== undefined, open, close }), [target, open, close]);
}
