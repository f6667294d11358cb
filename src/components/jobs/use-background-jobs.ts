// The tab's background jobs as React state (see src/lib/background-jobs.ts).
import { useSyncExternalStore } from 'react';
import { backgroundJobs } from '../../lib/background-jobs';

export const useBackgroundJobs = () => useSyncExternalStore(backgroundJobs.subscribe, backgroundJobs.list);
