// Pushes a URL list as consecutive pushes of at most 100, one after the other, reporting each. The first
// refusal stops the rest (a second push would most likely be refused for the same reason); every accepted
// push joins the task tray.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError } from '@/api/error-messages';
import { backgroundJobs } from '@/components/jobs/background-jobs';
import { usePrefetchPush, usePurgePush } from './api/purge-mutations';
import { pushJob } from './api/push-jobs';
import type { PushKind } from './rules/url-list';

export interface BatchReport {
  urls: string[];
  state: 'waiting' | 'sending' | 'accepted' | 'refused' | 'notSent';
  message?: string;
}

export function usePushBatches(kind: PushKind, account: string) {
  const { i18n } = useLingui();
  const purge = usePurgePush();
  const prefetch = usePrefetchPush();
  const [reports, setReports] = useState<BatchReport[]>([]);
  const [running, setRunning] = useState(false);

  const send = (urls: string[]) =>
    kind === 'prefetch'
      ? prefetch.mutateAsync({ body: { account, urls } })
      : purge.mutateAsync({ body: { type: kind, source: 'portal', account, urls } });

  /** Resolves with the URLs the server accepted. */
  async function push(batches: string[][]): Promise<string[]> {
    if (running || batches.length === 0) return [];
    setRunning(true);
    const next: BatchReport[] = batches.map((urls) => ({ urls, state: 'waiting' }));
    const show = () => setReports([...next]);
    const accepted: string[] = [];
    try {
      for (const [index, report] of next.entries()) {
        next[index] = { ...report, state: 'sending' };
        show();
        try {
          const data = await send(report.urls);
          next[index] = { ...report, state: 'accepted' };
          accepted.push(...report.urls);
          const job = pushJob(kind, account, report.urls, data?.taskIds ?? []);
          backgroundJobs.start(job);
          // Without task ids there is nothing to follow: the push itself is the job.
          if (!job.watch) backgroundJobs.finish(job.id, 'success');
        } catch (error) {
          next[index] = { ...report, state: 'refused', message: describeError(i18n, error) };
          for (let rest = index + 1; rest < next.length; rest++) next[rest] = { ...next[rest]!, state: 'notSent' };
          break;
        }
      }
    } finally {
      show();
      setRunning(false);
    }
    return accepted;
  }

  return { push, reports, running, clearReports: () => setReports([]) };
}
