// The header's task tray (beyond the specification): every long job the user started in this tab (purges,
// prefetches, certificate deletions), with its state, its running time and a link to its task list. It
// lives in the app shell, so it survives navigation; its watchers poll running jobs and it announces each end.
// The list is a popover whose code loads when the tray's button is first wanted
// (src/components/overlay-on-demand.tsx): the header draws the button and its count.
import { Badge, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { overlayOnDemand } from '../overlay-on-demand';
import { StaleCodeBoundary } from '../release/StaleCodeBoundary';
import { useBackgroundJobs } from './use-background-jobs';
import { backgroundJobs, runningCount, type JobResumers } from './background-jobs';
import { useJobEndNotices } from './useJobEndNotices';

// The watchers' code loads with the first job to watch: a page opened cold has none unless the tab was
// reloaded while a job ran, so its first files do not carry it.
const JobWatcher = lazy(() => import('./JobWatcher').then((m) => ({ default: m.JobWatcher })));
const TaskTrayPanel = overlayOnDemand(() => import('./TaskTrayPanel').then((m) => m.TaskTrayPanel), 'dialog');

/** `resumers`: how the running jobs shown again after a reload of the tab are followed to their end. */
export function TaskTray({ resumers }: { resumers: JobResumers }) {
  const { t } = useLingui();
  const jobs = useBackgroundJobs();
  useEffect(() => void backgroundJobs.resume(resumers), [resumers]);
  const running = runningCount(jobs);
  useJobEndNotices();
  return (
    <>
      <StaleCodeBoundary place="banner">
        <Suspense fallback={null}>
          {jobs.map(
            (job) => job.state === 'running' && job.watch && <JobWatcher key={job.id} job={job} watch={job.watch} />,
          )}
        </Suspense>
      </StaleCodeBoundary>
      <TaskTrayPanel
        trigger={
          <Button size="xs" variant="ghost" aria-label={t`Tasks (${running} running)`} data-testid="task-tray">
            {t`Tasks`}
            {running > 0 && (
              <Badge colorPalette="blue" variant="solid" data-testid="task-tray-count">
                {running}
              </Badge>
            )}
          </Button>
        }
      />
    </>
  );
}
