// A deleting row: a spinner whose popover shows the deletion log (DeletingLog). The popover's code loads when
// the indicator is first wanted (src/components/overlay-on-demand.tsx), not with the list.
import { Button, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiData } from '@/api/call';
import { overlayOnDemand } from '@/components/overlay-on-demand';

/** The read of one row's deletion progress (a `useQuery` result). */
export type DeletingRead = Pick<
  UseQueryResult<ApiData<'getCertificateDeletingStatus'>>,
  'data' | 'isError' | 'error' | 'refetch'
>;

const DeletingLog = overlayOnDemand(() => import('./DeletingLog').then((m) => m.DeletingLog), 'dialog');

export function DeletingIndicator({ read }: { read?: DeletingRead }) {
  const { t } = useLingui();
  return (
    <DeletingLog
      read={read}
      trigger={
        <Button size="xs" variant="ghost" colorPalette="orange">
          <Spinner size="xs" /> {t`Deleting`}
        </Button>
      }
    />
  );
}
