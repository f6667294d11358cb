// The kinds of long jobs the task tray picks up again after a reload of the tab, each made by its area from
// what the job stored (src/components/jobs cannot import an area). An area's code loads only when a job of its
// kind was running.
import type { JobResumers } from '@/components/jobs/background-jobs';

export const jobResumers: JobResumers = {
  push: (args) =>
    import('@/features/purge/api/push-jobs').then((m) =>
      m.pushWatch(args as import('@/features/purge/api/push-jobs').PushWatchArgs),
    ),
  certificateDeletion: (args) =>
    import('@/features/certificates/delete-job').then((m) => m.deletionWatch(args as number)),
};
