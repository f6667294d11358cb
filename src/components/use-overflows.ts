// Whether a scroll box's content is larger than the box, followed as either changes size (a phone turned, rows
// arrived, a language with longer words): a box that scrolls must be reachable by the keyboard.
import { useEffect, useState } from 'react';

export function useOverflows(box: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    // An observer calls back once for each element when it starts observing, so this also measures at once.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}
