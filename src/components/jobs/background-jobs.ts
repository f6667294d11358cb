// The long jobs a user started in this tab (purges, prefetches, certificate deletions…): one store for the
// tab, so the header's task tray follows them across every section. An area starts a job with what to poll and
// how to read the answer; whoever polls (the tray) reports the end here. The jobs are also kept in the tab's
// sessionStorage under the session's tab prefix: a reload of the tab shows them again and picks the running
// ones up (`resume`), and the end of the session clears them with the tab's other choices.
import type { MessageDescriptor } from '@lingui/core';
import type { LinkOptions } from '@tanstack/react-router';
import { TAB_KEY_PREFIX } from '@/api/session';

export type JobState = 'running' | 'success' | 'failed';

/** What to ask while a job runs, and how an answer reads: still running, or how it ended. */
export interface JobWatch {
  queryKey: readonly unknown[];
  queryFn(context: { signal: AbortSignal }): Promise<unknown>;
  outcome(data: unknown): JobState;
  intervalMs: number;
}

/**
 * How a running job is picked up again after a reload: its kind, whose watch the app knows how to make, and
 * what that watch is made from (plain data: it is stored).
 */
export interface JobResume {
  kind: string;
  args: unknown;
}

/** Each kind's watch, made from a job's stored `resume.args` (src/app/job-resumers.ts). */
export type JobResumers = Readonly<Record<string, (args: unknown) => Promise<JobWatch>>>;

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
  resume?: JobResume;
}

export type NewJob = Omit<BackgroundJob, 'startedAt' | 'endedAt' | 'state'>;

type Listener = () => void;
type EndListener = (job: BackgroundJob) => void;

/** The most jobs kept; the oldest ended ones go first. */
export const MAX_JOBS = 50;

/** Where the tab keeps its jobs. */
export const JOBS_KEY = `${TAB_KEY_PREFIX}backgroundJobs`;

type JobStorage = Pick<Storage, 'getItem' | 'setItem'>;

function loadJobs(storage: JobStorage | undefined): BackgroundJob[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(JOBS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as BackgroundJob[]) : [];
  } catch {
    return [];
  }
}

// What a reload can show again: ended jobs, and running ones that can be picked up (their watch is code, which
// is made again from `resume`); a running job without one would show as running for ever.
const storable = (jobs: readonly BackgroundJob[]) =>
  jobs.filter((job) => job.state !== 'running' || job.resume).map(({ watch: _watch, ...job }) => job);

export function createJobStore(now: () => number = Date.now, storage?: JobStorage) {
  let jobs: readonly BackgroundJob[] = loadJobs(storage);
  const listeners = new Set<Listener>();
  const endListeners = new Set<EndListener>();
  const emit = () => {
    storage?.setItem(JOBS_KEY, JSON.stringify(storable(jobs)));
    listeners.forEach((listener) => listener());
  };

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
    /** Gives each running job shown again after a reload the watch its kind makes, so it is followed to its end. */
    async resume(resumers: JobResumers) {
      const waiting = jobs.filter((job) => job.state === 'running' && !job.watch && job.resume);
      await Promise.all(
        waiting.map(async ({ id, resume }) => {
          const make = resume && resumers[resume.kind];
          if (!make) return;
          const watch = await make(resume.args);
          jobs = jobs.map((job) => (job.id === id && job.state === 'running' ? { ...job, watch } : job));
          emit();
        }),
      );
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;

/** The tab's store. */
export const backgroundJobs = createJobStore(Date.now, globalThis.sessionStorage);

export const runningCount = (list: readonly BackgroundJob[]) => list.filter((job) => job.state === 'running').length;

/** Whole seconds a job has run (until now, or until it ended). */
export const elapsedSeconds = (job: BackgroundJob, now: number) =>
  Math.max(0, Math.floor(((job.endedAt ?? now) - job.startedAt) / 1000));
