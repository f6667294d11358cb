// The tab's background jobs as React state (see src/components/jobs/background-jobs.ts).
import { useSyncExternalStore } from 'react';
import { backgroundJobs } from './background-jobs';

export const useBackgroundJobs = () => useSyncExternalStore(backgroundJobs.subscribe, backgroundJobs.list);
