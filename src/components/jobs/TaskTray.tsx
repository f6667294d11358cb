// The header's task tray (beyond the specification): every long job the user started in this tab (purges,
// prefetches, certificate deletions), with its state, its running time and a link to its task list. It
// lives in the app shell, so it survives navigation; its watchers poll running jobs and it announces each end.
import { Badge, Box, Button, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useBackgroundJobs } from './use-background-jobs';
import { backgroundJobs, runningCount } from './background-jobs';
import { JobRow } from './JobRow';
import { JobWatcher } from './JobWatcher';
import { useJobEndNotices } from './useJobEndNotices';

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

export function TaskTray() {
  const { t } = useLingui();
  const jobs = useBackgroundJobs();
  const [open, setOpen] = useState(false);
  const { now, refresh } = useNow(open);
  const running = runningCount(jobs);
  useJobEndNotices();
  return (
    <>
      {jobs.map(
        (job) => job.state === 'running' && job.watch && <JobWatcher key={job.id} job={job} watch={job.watch} />,
      )}
      <Popover.Root
        open={open}
        onOpenChange={(e) => {
          if (e.open) refresh();
          setOpen(e.open);
        }}
        positioning={{ placement: 'bottom-end' }}
      >
        <Popover.Trigger asChild>
          <Button size="xs" variant="ghost" aria-label={t`Tasks (${running} running)`} data-testid="task-tray">
            {t`Tasks`}
            {running > 0 && (
              <Badge colorPalette="blue" variant="solid" data-testid="task-tray-count">
                {running}
              </Badge>
            )}
          </Button>
        </Popover.Trigger>
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
    </>
  );
}
