// Polls one running job of the tray until its answer says it ended, then reports the end to the job store.
// It lives in the header, so the polling goes on while the user works in other sections; it stops when the
// job ends (the watcher is unmounted) or the tab closes.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { backgroundJobs, type BackgroundJob, type JobWatch } from './background-jobs';

export function JobWatcher({ job, watch }: { job: BackgroundJob; watch: JobWatch }) {
  const { data } = useQuery({
    queryKey: watch.queryKey,
    queryFn: watch.queryFn,
    refetchInterval: watch.intervalMs,
    staleTime: 0,
    // A failed poll is asked again at the next interval; it says nothing yet about the job itself.
    retry: false,
  });
  const outcome = data === undefined ? 'running' : watch.outcome(data);
  useEffect(() => {
    if (outcome !== 'running') backgroundJobs.finish(job.id, outcome);
  }, [job.id, outcome]);
  return null;
}
