// Task statuses in the user's language (002 §4).
import type { MessageDescriptor } from '@lingui/core';
import type { CellPalette } from '@/components/table/cell-part-styles';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '../rules/tasks';

export const taskStatusLabels: Record<TaskStatus, MessageDescriptor> = {
  success: msg`Success`,
  processing: msg`Processing`,
  waiting: msg`Waiting`,
  verified: msg`Verified`,
  failed: msg`Failed`,
  other: msg`Other`,
};

export const taskStatusPalette: Record<TaskStatus, CellPalette> = {
  success: 'green',
  processing: 'blue',
  waiting: 'orange',
  verified: 'teal',
  failed: 'red',
  other: 'gray',
};
