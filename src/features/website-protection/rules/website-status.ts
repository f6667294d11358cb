// A website's status and what it allows (002 §4: websites can be enabled, disabled and checked; the status
// codes follow IP protection's, inferred in the contract): 1 pending confirmation, 2 configured, 3 disabled,
// 4 configuring, 5 pending origin check, 6 disabling. A change in flight (4, 6) allows nothing else.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type WebsiteStatusCode = 1 | 2 | 3 | 4 | 5 | 6;
export type WebsiteAction = 'enable' | 'disable' | 'check' | 'edit';

export const statusLabels: Record<WebsiteStatusCode, MessageDescriptor> = {
  1: msg`Pending confirmation`,
  2: msg`Configured`,
  3: msg`Disabled`,
  4: msg`Configuring`,
  5: msg`Pending origin check`,
  6: msg`Disabling`,
};

export const statusPalette: Record<WebsiteStatusCode, 'green' | 'gray' | 'orange' | 'blue'> = {
  1: 'orange',
  2: 'green',
  3: 'gray',
  4: 'blue',
  5: 'orange',
  6: 'blue',
};

const busy = msg`A change is being applied; try again when it is done`;

/** Why the action is not available in this status; undefined when it is. */
export function unavailableReason(status: WebsiteStatusCode, action: WebsiteAction): MessageDescriptor | undefined {
  if (status === 4 || status === 6) return busy;
  if (action === 'enable' && status !== 3) return msg`Only a disabled website can be enabled`;
  if (action === 'disable' && status === 3) return msg`The website is already disabled`;
  if (action === 'check' && status === 3) return msg`Enable the website before checking it`;
  return undefined;
}
