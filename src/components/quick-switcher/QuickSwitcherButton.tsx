// The header's way into the quick switcher: a button, and Ctrl-K (⌘-K on a Mac) anywhere in the signed-in
// portal. The switcher itself, its reads and its matching load on first use.
import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../lazy-named';
import type { Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { secondaryControlsInline } from '../layout/breakpoints';
import { StaleCodeBoundary } from '../release/StaleCodeBoundary';

const QuickSwitcher = lazyNamed(() => import('./QuickSwitcher'), 'QuickSwitcher');

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function QuickSwitcherButton({ user, screens }: { user: SessionUser; screens: readonly Screen[] }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-keyshortcuts="Control+K Meta+K">
        {t`Go to…`}{' '}
        <Box as="kbd" color="fg.muted" fontFamily="inherit" hideBelow={secondaryControlsInline(i18n.locale)}>
          {isMac() ? '⌘K' : 'Ctrl K'}
        </Box>
      </Button>
      {open && (
        <StaleCodeBoundary place="banner">
          <Suspense>
            <QuickSwitcher user={user} screens={screens} onClose={() => setOpen(false)} />
          </Suspense>
        </StaleCodeBoundary>
      )}
    </>
  );
}
