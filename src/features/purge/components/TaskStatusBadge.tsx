// A task's status; a pending one spins, so a list that refreshes by itself shows why.
import { Badge, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isPending, type TaskStatus } from '../rules/tasks';
import { taskStatusLabels, taskStatusPalette } from './task-status-labels';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={taskStatusPalette[status]} data-testid="task-status">
      {isPending(status) && <Spinner size="xs" />}
      {i18n._(taskStatusLabels[status])}
    </Badge>
  );
}
