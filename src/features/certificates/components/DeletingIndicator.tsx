// A deleting row: a spinner whose popover shows the deletion log, polled from the server.
import { Button, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '@/api/call';

type DeletingStatus = ApiData<'getCertificateDeletingStatus'>;

export function DeletingIndicator({ status }: { status?: DeletingStatus }) {
  const { t } = useLingui();
  return (
    <Popover.Root positioning={{ placement: 'left' }}>
      <Popover.Trigger asChild>
        <Button size="xs" variant="ghost" colorPalette="orange">
          <Spinner size="xs" /> {t`Deleting`}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="1" fontSize="sm" data-testid="deleting-log">
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
