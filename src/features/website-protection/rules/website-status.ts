// What a website's provisioning status (src/lib/provisioning-status.ts) allows (002 §4: websites can be
// enabled, disabled and checked). A change in flight (4, 6) allows nothing else.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type { ProvisioningStatus as WebsiteStatusCode } from '@/lib/provisioning-status';
import type { ProvisioningStatus as WebsiteStatusCode } from '@/lib/provisioning-status';
export type WebsiteAction = 'enable' | 'disable' | 'check' | 'edit';

const busy = msg`A change is being applied; try again when it is done`;

/** Why the action is not available in this status; undefined when it is. */
export function unavailableReason(status: WebsiteStatusCode, action: WebsiteAction): MessageDescriptor | undefined {
  if (status === 4 || status === 6) return busy;
  if (action === 'enable' && status !== 3) return msg`Only a disabled website can be enabled`;
  if (action === 'disable' && status === 3) return msg`The website is already disabled`;
  if (action === 'check' && status === 3) return msg`Enable the website before checking it`;
  return undefined;
}
