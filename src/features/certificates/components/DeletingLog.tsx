// The popover of a deleting row's indicator: the deletion log, polled from the server. Loaded when the
// indicator is first wanted (src/components/overlay-on-demand.tsx). A failed read of the log says so here,
// with Try again, rather than waiting for a first report that will not come.
import { Portal, Stack, Text } from '@chakra-ui/react';
import { Popover } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@/components/ErrorAlert';
import type { OnDemandOverlayProps } from '@/components/overlay-on-demand';
import type { DeletingRead } from './DeletingIndicator';

export function DeletingLog({ trigger, defaultOpen, read }: OnDemandOverlayProps & { read?: DeletingRead }) {
  const { t } = useLingui();
  const status = read?.data;
  return (
    <Popover.Root defaultOpen={defaultOpen} positioning={{ placement: 'left' }}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="1" fontSize="sm" data-testid="deleting-log">
                {read?.isError && (
                  <ErrorAlert
                    error={read.error}
                    title={t`The progress could not be read`}
                    onRetry={() => void read.refetch()}
                  />
                )}
                {status?.log.length ? (
                  status.log.map((entry, i) => (
                    <Text key={i}>
                      <Text as="span" color="fg.muted">
                        {entry.time}
                      </Text>{' '}
                      {entry.message}
                    </Text>
                  ))
                ) : (
                  <Text color="fg.muted">{t`Waiting for the first progress report…`}</Text>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
