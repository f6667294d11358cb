// A table wider than its box scrolls sideways within it, which a phone shows no sign of (no scroll bar until
// touched): the columns past the edge looked missing. While the table runs past the box's edge and has not
// been scrolled sideways, a line above it says so; the first sideways scroll, the hint's purpose served, ends it.
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** A pixel of slack: a box's widths are rounded, and a table that fits exactly may measure one more. */
const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth + 1;

/** Whether to show the hint for this scroll box; measured again when the box resizes or `content` changes. */
export function useSideScrollHint(box: HTMLElement | null, content: unknown): boolean {
  const [wide, setWide] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!box || scrolled) return undefined;
    const measure = () => setWide(overflows(box));
    const onScroll = () => {
      if (box.scrollLeft !== 0) setScrolled(true);
    };
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(box);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resizes.disconnect();
      box.removeEventListener('scroll', onScroll);
    };
  }, [box, scrolled, content]);
  return wide && !scrolled;
}

/** The hint itself: it keeps to the box's visible start while the table under it scrolls. */
export function SideScrollHint() {
  const { t } = useLingui();
  return (
    <Text position="sticky" insetInlineStart="0" fontSize="xs" color="fg.muted" px="2" py="1">
      {t`Scroll sideways for more columns →`}
    </Text>
  );
}
