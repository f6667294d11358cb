// 002 §4: a domain that is configuring or disabled cannot be edited, rolled back or have its scheduling
// viewed. The row's actions stay visible and say why, so the user is not left guessing. Delete is not among
// them: the specification lets a customer delete any domain (after a confirmation) and the server says if it
// refuses.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type GuardedAction = 'edit' | 'rollback' | 'scheduling';

const reasons = {
  configuring: msg`The domain is configuring; try again when it is configured`,
  disabled: msg`The domain is disabled`,
} satisfies Record<string, MessageDescriptor>;

/** Why a guarded action is unavailable for the domain, or undefined when it is available. */
export function unavailableReason(domain: { status: string; operationStatus?: string }): MessageDescriptor | undefined {
  if (domain.operationStatus === 'configuring') return reasons.configuring;
  if (domain.status === 'disabled') return reasons.disabled;
  return undefined;
}
