// The lifecycle of an IP protection entry (specification 002 §4). The specification names the six statuses
// and the actions but not which status allows which action: the table below is our choice, kept in this one
// module so the list, its buttons and the tests read the same answer.
//   1 pending confirmation  the provider has not accepted the entry yet: it can still be corrected or withdrawn
//   2 configured            running: it can be changed, disabled, checked, removed
//   3 disabled              stopped: it can be changed, enabled again, removed
//   4 configuring           the change is being applied: nothing until it settles
//   5 pending origin check  waits for the origin's ports to answer: fix the ports, check again, see the errors
//   6 disabling             being stopped: nothing until it settles
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type EntryStatus = 1 | 2 | 3 | 4 | 5 | 6;

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

/**
 * Statuses that change by themselves (the provider confirms, applies, checks, stops): the list asks again
 * until every entry has settled in configured or disabled.
 */
export const isTransient = (status: number) => status !== 2 && status !== 3;

export const hasTransient = (entries: readonly { status: number }[]) => entries.some((e) => isTransient(e.status));

export const STATUS_LABELS: Record<EntryStatus, MessageDescriptor> = {
  1: msg`Pending confirmation`,
  2: msg`Configured`,
  3: msg`Disabled`,
  4: msg`Configuring`,
  5: msg`Pending origin check`,
  6: msg`Disabling`,
};

export const STATUS_COLORS: Record<EntryStatus, 'orange' | 'green' | 'gray' | 'blue' | 'purple' | 'red'> = {
  1: 'orange',
  2: 'green',
  3: 'gray',
  4: 'blue',
  5: 'purple',
  6: 'red',
};

export const ENTRY_STATUSES: readonly EntryStatus[] = [1, 2, 3, 4, 5, 6];
