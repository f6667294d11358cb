// A task's status; a pending one spins, so a list that refreshes by itself shows why.
import { useLingui } from '@lingui/react/macro';
import { CellBadge } from '@/components/table/CellBadge';
import { isPending, type TaskStatus } from '../rules/tasks';
import { taskStatusLabels, taskStatusPalette } from './task-status-labels';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { i18n } = useLingui();
  return (
    <CellBadge palette={taskStatusPalette[status]} busy={isPending(status)} testId="task-status">
      {i18n._(taskStatusLabels[status])}
    </CellBadge>
  );
}
