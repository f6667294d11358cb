// A form on a page (not in a dialog) holding unsent input: leaving the screen by a link, the menu or the
// browser's back asks first (the same question as a form dialog's close), and a reload or tab close gets the
// browser's own prompt. Only while there is unsent input: after a send, or with nothing typed, nothing asks.
//
// The question (a dialog) loads when first asked: a page form's screen draws no dialog on its first paint, and
// the dialog machinery would otherwise come with it.
import { useBlocker } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from './lazy-named';

const LeaveQuestion = lazyNamed(() => import('./form/leave-question'), 'LeaveQuestion');

// The way to the login screen is taken once the session has ended (signed out, expired, another user in
// another tab): nothing typed could be sent any more, and holding the screen would leave the ended session's
// data on it.
const blocks = ({ next }: { next: { pathname: string } }) => next.pathname !== '/newlogin';

/** Guards the screen while `unsent` holds; render the returned question in the form. */
export function useLeaveGuard(unsent: boolean): ReactNode {
  const blocker = useBlocker({ shouldBlockFn: blocks, withResolver: true, disabled: !unsent });
  return blocker.status === 'blocked' ? (
    <Suspense fallback={null}>
      <LeaveQuestion onStay={blocker.reset} onLeave={blocker.proceed} />
    </Suspense>
  ) : null;
}
