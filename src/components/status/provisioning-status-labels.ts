// The provisioning statuses in the user's language, with the colour each is shown in.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProvisioningStatus } from '@/lib/provisioning-status';
import type { CellPalette } from '../table/cell-part-styles';

export const provisioningStatusLabels: Record<ProvisioningStatus, MessageDescriptor> = {
  1: msg`Pending confirmation`,
  2: msg`Configured`,
  3: msg`Disabled`,
  4: msg`Configuring`,
  5: msg`Pending origin check`,
  6: msg`Disabling`,
};

export const provisioningStatusPalette: Record<ProvisioningStatus, CellPalette> = {
  1: 'orange',
  2: 'green',
  3: 'gray',
  4: 'blue',
  5: 'purple',
  6: 'red',
};
