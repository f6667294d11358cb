// One job of the tray: what it is, its state, how long it has run, and the task list it belongs to.
import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { backgroundJobs, elapsedSeconds, type BackgroundJob } from './background-jobs';
import { ElapsedTime } from './ElapsedTime';

export function JobRow({ job, now, onNavigate }: { job: BackgroundJob; now: number; onNavigate(): void }) {
  const { t, i18n } = useLingui();
  const states = {
    running: { label: t`Running`, palette: 'blue' },
    success: { label: t`Finished`, palette: 'green' },
    failed: { label: t`Failed`, palette: 'red' },
  } as const;
  const state = states[job.state];
  return (
    <Stack gap="1" py="2" borderBottomWidth="1px" data-testid="tray-job" data-state={job.state}>
      <HStack justify="space-between" gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {i18n._(job.title)}
        </Text>
        <Badge colorPalette={state.palette}>
          {job.state === 'running' && <Spinner size="xs" />}
          {state.label}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
        {job.subject}
      </Text>
      <HStack justify="space-between" fontSize="xs">
        <Text color="fg.muted">
          <ElapsedTime seconds={elapsedSeconds(job, now)} />
        </Text>
        <HStack gap="1">
          <Button asChild size="2xs" variant="plain" colorPalette="blue">
            <Link {...job.link} onClick={onNavigate}>
              {t`View tasks`}
            </Link>
          </Button>
          {job.state !== 'running' && (
            <Button size="2xs" variant="plain" onClick={() => backgroundJobs.dismiss(job.id)}>
              {t`Dismiss`}
            </Button>
          )}
        </HStack>
      </HStack>
    </Stack>
  );
}
