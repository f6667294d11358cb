// A provisioning status (src/lib/provisioning-status.ts) as a coloured label in a table cell; a status that
// changes by itself shows a spinner beside it. An unknown code is shown as it came.
import { useLingui } from '@lingui/react/macro';
import { isProvisioningStatus, isTransient } from '@/lib/provisioning-status';
import { CellBadge } from '../table/CellBadge';
import { provisioningStatusLabels, provisioningStatusPalette } from './provisioning-status-labels';

export function ProvisioningStatusBadge({ status, testId }: { status: number; testId?: string }) {
  const { i18n } = useLingui();
  const known = isProvisioningStatus(status) ? status : undefined;
  return (
    <CellBadge
      palette={known ? provisioningStatusPalette[known] : 'gray'}
      busy={known && isTransient(known)}
      testId={testId}
    >
      {known ? i18n._(provisioningStatusLabels[known]) : String(status)}
    </CellBadge>
  );
}
