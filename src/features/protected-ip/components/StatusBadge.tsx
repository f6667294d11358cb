// An entry's status as a coloured label; a status that changes by itself shows a spinner beside it.
import { Badge, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isTransient, STATUS_COLORS, STATUS_LABELS, type EntryStatus } from '../rules/status';

export function StatusBadge({ status }: { status: number }) {
  const { i18n } = useLingui();
  const known = status in STATUS_LABELS ? (status as EntryStatus) : undefined;
  return (
    <Badge colorPalette={known ? STATUS_COLORS[known] : 'gray'} variant="subtle" data-testid="entry-status">
      {isTransient(status) && <Spinner size="xs" aria-hidden />}
      {known ? i18n._(STATUS_LABELS[known]) : String(status)}
    </Badge>
  );
}
