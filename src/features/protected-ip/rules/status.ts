// The lifecycle of an IP protection entry (specification 002 §4). The specification names the six statuses
// and the actions but not which status allows which action: the table below is our choice, kept in this one
// module so the list, its buttons and the tests read the same answer.
//   1 pending confirmation  the provider has not accepted the entry yet: it can still be corrected or withdrawn
//   2 configured            running: it can be changed, disabled, checked, removed
//   3 disabled              stopped: it can be changed, enabled again, removed
//   4 configuring           the change is being applied: nothing until it settles
//   5 pending origin check  waits for the origin's ports to answer: fix the ports, check again, see the errors
//   6 disabling             being stopped: nothing until it settles

export type { ProvisioningStatus as EntryStatus } from '@/lib/provisioning-status';
import type { ProvisioningStatus as EntryStatus } from '@/lib/provisioning-status';

export type EntryAction = 'edit' | 'delete' | 'enable' | 'disable' | 'checkConfig' | 'portErrors';

export const ENTRY_ACTIONS: readonly EntryAction[] = [
  'edit',
  'delete',
  'enable',
  'disable',
  'checkConfig',
  'portErrors',
];

const ACTIONS_BY_STATUS: Record<EntryStatus, readonly EntryAction[]> = {
  1: ['edit', 'delete'],
  2: ['edit', 'delete', 'disable', 'checkConfig', 'portErrors'],
  3: ['edit', 'delete', 'enable'],
  4: [],
  5: ['edit', 'delete', 'checkConfig', 'portErrors'],
  6: [],
};

/** The actions an entry in this status allows (none for a status the portal does not know). */
export const allowedActions = (status: number): readonly EntryAction[] =>
  ACTIONS_BY_STATUS[status as EntryStatus] ?? [];

export const allows = (status: number, action: EntryAction) => allowedActions(status).includes(action);

export { isTransient, hasTransient } from '@/lib/provisioning-status';
