// The question before a delete: the screen names what goes (the title); the body says by default that it
// cannot be retrieved, and the button says Delete. Closing on success is the caller's, through onConfirm.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { messages } from '../api/error-messages';
import { ConfirmDialog } from './ConfirmDialog';

export function DeleteConfirmation(props: {
  title: ReactNode;
  /** What else the user should know; "Cannot be retrieved after deletion" unless told. */
  body?: ReactNode;
  pending?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <ConfirmDialog
      open
      title={props.title}
      body={props.body ?? i18n._(messages.cannotBeRetrieved)}
      confirmLabel={t`Delete`}
      pending={props.pending}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
