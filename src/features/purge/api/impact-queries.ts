// The reads of the purge impact preview: the offline URL top of the domains involved over the last 24 hours,
// by requests and by traffic (urlTopOffline, urlTopFlowOffline), reduced to what the preview compares.
import { apiQueryOptions } from '@/api/query';
import { impactFilter, type TopList } from '../rules/purge-impact';

type UrlTop = { count: number; list: readonly { url: string; count: number }[] };

const toTopList = (data: UrlTop): TopList => ({ total: data.count, list: data.list });

export const impactRequestsQuery = (domains: readonly string[], account: string, now: Date) =>
  apiQueryOptions(
    'urlTopOffline',
    { body: impactFilter(domains, account, now, 'request') },
    { select: toTopList, staleTime: 5 * 60_000 },
  );

export const impactTrafficQuery = (domains: readonly string[], account: string, now: Date) =>
  apiQueryOptions(
    'urlTopFlowOffline',
    { body: impactFilter(domains, account, now, 'flow') },
    { select: toTopList, staleTime: 5 * 60_000 },
  );
