// Says when a job of the tray ends, success or failure, wherever the user is (the tray is in the header).
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { notifyError, notifySuccess } from '../ui/toaster';
import { backgroundJobs } from './background-jobs';

export function useJobEndNotices() {
  const { t, i18n } = useLingui();
  useEffect(
    () =>
      backgroundJobs.onEnded((job) => {
        const title = i18n._(job.title);
        if (job.state === 'failed') notifyError(t`${title} failed: ${job.subject}`);
        else notifySuccess(t`${title} finished: ${job.subject}`);
      }),
    [t, i18n],
  );
}
