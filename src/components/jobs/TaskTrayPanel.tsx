// The task tray's list (TaskTray): the jobs started in this tab, newest first, with a way to clear the ended
// ones. Loaded when the tray's button is first wanted (src/components/overlay-on-demand.tsx).
import { Box, Button, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Popover } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { OnDemandOverlayProps } from '../overlay-on-demand';
import { useBackgroundJobs } from './use-background-jobs';
import { backgroundJobs, runningCount } from './background-jobs';
import { JobRow } from './JobRow';

/** The running times tick while the tray is open; `refresh` sets the clock at once when it opens. */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return { now, refresh: () => setNow(Date.now()) };
}

export function TaskTrayPanel({ trigger, defaultOpen = false }: OnDemandOverlayProps) {
  const { t } = useLingui();
  const jobs = useBackgroundJobs();
  const [open, setOpen] = useState(defaultOpen);
  const { now, refresh } = useNow(open);
  const running = runningCount(jobs);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) refresh();
        setOpen(e.open);
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm">
            <Popover.Body>
              <HStack justify="space-between">
                <Text fontWeight="semibold">{t`Tasks started in this tab`}</Text>
                {jobs.length > running && (
                  <Button size="2xs" variant="plain" onClick={() => backgroundJobs.clearEnded()}>
                    {t`Clear finished`}
                  </Button>
                )}
              </HStack>
              <Box maxH="96" overflowY="auto">
                <Stack gap="0" data-testid="task-tray-jobs">
                  {jobs.length === 0 && <Text fontSize="sm" color="fg.muted" py="2">{t`No tasks yet`}</Text>}
                  {jobs.map((job) => (
                    <JobRow key={job.id} job={job} now={now} onNavigate={() => setOpen(false)} />
                  ))}
                </Stack>
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
