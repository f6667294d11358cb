// 002 §4: a domain that is configuring or disabled cannot be edited, rolled back or have its scheduling
// viewed. The row's actions stay visible and say why, so the user is not left guessing.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type GuardedAction = 'edit' | 'rollback' | 'scheduling';

const reasons = {
  configuring: msg`The domain is configuring; try again when it is configured`,
  disabled: msg`The domain is disabled`,
  notDisabled: msg`Only a disabled domain can be deleted. The portal cannot disable a domain: ask your account manager or support to disable it first.`,
} satisfies Record<string, MessageDescriptor>;

/** Why a guarded action is unavailable for the domain, or undefined when it is available. */
export function unavailableReason(domain: { status: string; operationStatus?: string }): MessageDescriptor | undefined {
  if (domain.operationStatus === 'configuring') return reasons.configuring;
  if (domain.status === 'disabled') return reasons.disabled;
  return undefined;
}

/**
 * Why the domain cannot be deleted yet, or undefined when it can. The server refuses to delete a domain that is not
 * disabled ('请先停用域名再删除', the contract's `notDisabled` example), and neither the specification nor the
 * contract has a call that disables a domain, so the row says before the click what must happen first and where
 * (x-inferred: the provider disables domains; the wording is ours).
 */
export function deleteUnavailableReason(domain: {
  status: string;
  operationStatus?: string;
}): MessageDescriptor | undefined {
  if (domain.operationStatus === 'configuring') return reasons.configuring;
  if (domain.status !== 'disabled') return reasons.notDisabled;
  return undefined;
}
