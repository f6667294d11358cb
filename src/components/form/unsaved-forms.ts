// Which forms on the page hold something typed and not saved: a reload for a new release would lose it, so the
// portal then offers the reload rather than making it (src/components/release/release-recovery.ts).
import { useEffect } from 'react';

const unsaved = new Set<symbol>();

export function hasUnsavedForm(): boolean {
  return unsaved.size > 0;
}

/** Counts the calling form as unsaved while `dirty` holds and it is on the page. */
export function useUnsavedForm(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('unsaved form');
    unsaved.add(form);
    return () => void unsaved.delete(form);
  }, [dirty]);
}
