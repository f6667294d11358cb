// A provisioning status (src/lib/provisioning-status.ts) as a coloured label; a status that changes by itself
// shows a spinner beside it. An unknown code is shown as it came.
import { Badge, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isProvisioningStatus, isTransient } from '@/lib/provisioning-status';
import { provisioningStatusLabels, provisioningStatusPalette } from './provisioning-status-labels';

export function ProvisioningStatusBadge({ status, testId }: { status: number; testId?: string }) {
  const { i18n } = useLingui();
  const known = isProvisioningStatus(status) ? status : undefined;
  return (
    <Badge colorPalette={known ? provisioningStatusPalette[known] : 'gray'} variant="subtle" data-testid={testId}>
      {known && isTransient(known) && <Spinner size="xs" aria-hidden />}
      {known ? i18n._(provisioningStatusLabels[known]) : String(status)}
    </Badge>
  );
}
