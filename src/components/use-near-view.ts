// Whether a part of a screen has come near the visible area: for parts below what a screen shows first, whose
// code and reads need not compete with the first paint's (the overview's certificates at risk, under its
// charts). Once near, it stays near. Without IntersectionObserver (the component tests' DOM) every part is.
import { useCallback, useState } from 'react';

/** How far below the visible area a part counts as near: one scrolled toward starts loading before it shows. */
export const NEAR_VIEW_MARGIN = '300px';

const observes = () => typeof IntersectionObserver !== 'undefined';

/** A ref for the part's element, and whether it has come near. */
export function useNearView<T extends Element>(): [(element: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => !observes());
  const ref = useCallback((element: T | null) => {
    if (!element || !observes()) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `0px 0px ${NEAR_VIEW_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
