// A push the server accepted becomes a job of the task tray: what it is, the screen listing its tasks, and
// the call that tells when its tasks have ended (the tray polls it, wherever the user goes meanwhile).
import { msg } from '@lingui/core/macro';
import type { JobWatch, NewJob } from '@/components/jobs/background-jobs';
import { outcomeOf, TASK_POLL_MS, toTaskPage } from '../rules/tasks';
import type { PushKind } from '../rules/url-list';
import { apiQueryOptions } from '@/api/query';

const titles = { url: msg`URL purge`, dir: msg`Directory purge`, prefetch: msg`Prefetch` };

let sequence = 0;

/** The tasks of one purge push (POST /refreshpage/purge/query answers records and total). */
const purgePushTasksQuery = (account: string, taskIds: string[]) =>
  apiQueryOptions('queryPurgeTasks', { body: { account, taskIds, current: 1, size: taskIds.length } });

/** The state of the tasks of one prefetch push. */
const prefetchStatusQuery = (taskIds: string[]) => apiQueryOptions('getPrefetchStatus', { body: { taskIds } });

/** What a push's watch is made from: stored with the job, so a reload of the tab follows it again. */
export interface PushWatchArgs {
  kind: PushKind;
  account: string;
  taskIds: readonly string[];
}

/** The call that tells when a push's tasks have ended, and how its answer reads. */
export function pushWatch({ kind, account, taskIds }: PushWatchArgs): JobWatch {
  const ids = [...taskIds];
  const query =
    kind === 'prefetch'
      ? {
          ...prefetchStatusQuery(ids),
          outcome: (data: unknown) => outcomeOf((data as { status: string }[] | null) ?? []),
        }
      : {
          ...purgePushTasksQuery(account, ids),
          outcome: (data: unknown) => outcomeOf(toTaskPage(data as { records?: { status: string }[] }).rows),
        };
  return {
    queryKey: query.queryKey,
    queryFn: query.queryFn as JobWatch['queryFn'],
    outcome: query.outcome,
    intervalMs: TASK_POLL_MS,
  };
}

export function pushJob(kind: PushKind, account: string, urls: readonly string[], taskIds: readonly string[]): NewJob {
  sequence += 1;
  const job: NewJob = {
    id: `${kind}-${Date.now()}-${sequence}`,
    title: titles[kind],
    subject: urls.length > 1 ? `${urls[0]} (+${urls.length - 1})` : (urls[0] ?? ''),
    link: kind === 'prefetch' ? { to: '/cdn/prefetchTask' } : { to: '/cdn/newsearchTask', search: { type: kind } },
  };
  if (taskIds.length === 0) return job;
  const args: PushWatchArgs = { kind, account, taskIds: [...taskIds] };
  return { ...job, watch: pushWatch(args), resume: { kind: 'push', args } };
}
