// The long jobs a user started in this tab (purges, prefetches, certificate deletions…): one store, kept in
// memory for the life of the tab, so the header's task tray follows them across every section. An area
// starts a job with what to poll and how to read the answer; whoever polls (the tray) reports the end here.
import type { MessageDescriptor } from '@lingui/core';
import type { LinkOptions } from '@tanstack/react-router';

export type JobState = 'running' | 'success' | 'failed';

/** What to ask while a job runs, and how an answer reads: still running, or how it ended. */
export interface JobWatch {
  queryKey: readonly unknown[];
  queryFn(context: { signal: AbortSignal }): Promise<unknown>;
  outcome(data: unknown): JobState;
  intervalMs: number;
}

export interface BackgroundJob {
  id: string;
  /** What the job is, e.g. msg`URL purge`. */
  title: MessageDescriptor;
  /** What it acts on, shown as written (a URL, "3 URLs" is the tray's business). */
  subject: string;
  /** The screen that lists the job's tasks. */
  link: LinkOptions;
  startedAt: number;
  endedAt?: number;
  state: JobState;
  watch?: JobWatch;
}

export type NewJob = Omit<BackgroundJob, 'startedAt' | 'endedAt' | 'state'>;

type Listener = () => void;
type EndListener = (job: BackgroundJob) => void;

/** The most jobs kept; the oldest ended ones go first. */
export const MAX_JOBS = 50;

export function createJobStore(now: () => number = Date.now) {
  let jobs: readonly BackgroundJob[] = [];
  const listeners = new Set<Listener>();
  const endListeners = new Set<EndListener>();
  const emit = () => listeners.forEach((listener) => listener());

  const trim = (list: BackgroundJob[]) => {
    while (list.length > MAX_JOBS) {
      const oldestEnded = list.findLastIndex((job) => job.state !== 'running');
      list.splice(oldestEnded === -1 ? list.length - 1 : oldestEnded, 1);
    }
    return list;
  };

  return {
    /** Newest first; a new array after every change (for useSyncExternalStore). */
    list: () => jobs,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called once per job when it ends, wherever the user is. */
    onEnded(listener: EndListener) {
      endListeners.add(listener);
      return () => void endListeners.delete(listener);
    },
    start(job: NewJob) {
      const started: BackgroundJob = { ...job, startedAt: now(), state: 'running' };
      jobs = trim([started, ...jobs.filter((existing) => existing.id !== job.id)]);
      emit();
    },
    finish(id: string, state: Exclude<JobState, 'running'>) {
      const job = jobs.find((existing) => existing.id === id);
      if (!job || job.state !== 'running') return;
      const ended: BackgroundJob = { ...job, state, endedAt: now() };
      jobs = jobs.map((existing) => (existing.id === id ? ended : existing));
      emit();
      endListeners.forEach((listener) => listener(ended));
    },
    dismiss(id: string) {
      jobs = jobs.filter((job) => job.id !== id);
      emit();
    },
    clearEnded() {
      jobs = jobs.filter((job) => job.state === 'running');
      emit();
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;

/** The tab's store. */
export const backgroundJobs = createJobStore();

export const runningCount = (list: readonly BackgroundJob[]) => list.filter((job) => job.state === 'running').length;

/** Whole seconds a job has run (until now, or until it ended). */
export const elapsedSeconds = (job: BackgroundJob, now: number) =>
  Math.max(0, Math.floor(((job.endedAt ?? now) - job.startedAt) / 1000));
