// The one question before input is thrown away, asked by a form dialog on close and by a page form when the
// user leaves the screen: one wording everywhere, so the answer is never a guess.
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';

/** "Leave without saving?": Cancel stays with the input, Leave drops it. */
export function LeaveQuestion({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      title={t`Leave without saving?`}
      body={t`What you entered will be lost.`}
      confirmLabel={t`Leave`}
      onClose={onStay}
      onConfirm={onLeave}
    />
  );
}

/**
 * Closing a dialog that holds input: `close` closes at once when nothing is unsaved, else shows `question`
 * (render it beside the dialog) and closes only after the user agrees.
 */
export function useAskBeforeClose(unsaved: boolean, onClose: () => void): { close(): void; question: ReactNode } {
  const [asking, setAsking] = useState(false);
  return {
    close: () => (unsaved ? setAsking(true) : onClose()),
    question: asking ? <LeaveQuestion onStay={() => setAsking(false)} onLeave={onClose} /> : null,
  };
}
