// Purge and prefetch task lists (specification 000 §3, 002 §4): a page of tasks arrives as `list` and
// `total` or as `records` and `total`; a task still processing or waiting is pending, and a list with a
// pending task is refreshed until none is left.
import type { ApiData } from '@/api/call';

export type PurgeTask = NonNullable<ApiData<'queryRefreshTasks'>>['list'][number];
export type PrefetchTask = NonNullable<ApiData<'searchPrefetchTasks'>>['list'][number];
export type TaskStatus = PurgeTask['status'] | PrefetchTask['status'];

/** How often a list with pending tasks asks again. Inferred: the specification names no interval; 5 s is our choice (README, 'Choices the specification leaves open'). */
export const TASK_POLL_MS = 5000;

export interface TaskPage<T> {
  rows: T[];
  total: number;
}

/** Either answer shape as one page; a missing list is an empty page. */
export function toTaskPage<T>(data: { list?: T[]; records?: T[]; total?: number } | null | undefined): TaskPage<T> {
  const rows = data?.list ?? data?.records ?? [];
  return { rows, total: data?.total ?? rows.length };
}

export const isPending = (status: string) => status === 'processing' || status === 'waiting';

export const hasPending = (tasks: readonly { status: string }[]) => tasks.some((task) => isPending(task.status));

/** The refresh interval of a task list: polling while something is pending, none once everything ended. */
export const pollWhilePending = (tasks: readonly { status: string }[] | undefined) =>
  tasks && hasPending(tasks) ? TASK_POLL_MS : false;

export type JobOutcome = 'running' | 'success' | 'failed';

/**
 * The state of one push from its tasks: running while any is pending; failed when any failed; success
 * otherwise ('verified' and 'other' ended without a failure). No task found yet counts as running: the
 * server may not have listed them.
 */
export function outcomeOf(tasks: readonly { status: string }[]): JobOutcome {
  if (tasks.length === 0 || hasPending(tasks)) return 'running';
  return tasks.some((task) => task.status === 'failed') ? 'failed' : 'success';
}
