// The login form's submit button, busy while a login or the automatic login runs. It is busy in the page's
// first frame (the automatic login starts right after it), so what busy costs is paid at start-up, measured
// in a Chromium trace of /newlogin:
// - Chakra's busy button without a loading text draws a centred spinner over the hidden label, four elements
//   inside the button; with the label as its loading text the spinner sits beside it, two elements.
// - Freed, the button faded from the disabled opacity back to full over 200 ms, a style recalculation in every
//   frame of it; only its colours transition now, so it is drawn free at once.
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" colorPalette="blue" loading={busy} loadingText={children} transitionProperty="colors">
      {children}
    </Button>
  );
}
