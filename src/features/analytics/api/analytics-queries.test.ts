import { describe, expect, it } from 'vitest';
import { apiQueryOptions, operationKey } from '@/api/query';
import type { AnalysisFilter } from '../rules/analysis-filter';
import { analysisCall, analysisQuery } from './analytics-queries';

const filter: AnalysisFilter = {
  account: 'CDN1024',
  startTime: '2026-11-24 00:00:00',
  endTime: '2026-11-24 23:59:59',
  domains: ['cdn.example.com'],
  timeSelect: 'userDefined',
  range: 'cn',
  byType: 'flow',
};

describe('analysisQuery', () => {
  it.each([
    ['count', 'online', 'request', 'countOnline'],
    ['urlTop', 'offline', 'flow', 'urlTopFlowOffline'],
    ['ip', 'newOffline', 'flow', 'queryOfflineUserIpByFlow'],
    // a family without a traffic variant answers its request call whatever byType says
    ['hitRate', 'newOffline', 'flow', 'queryOfflineHitRate'],
  ] as const)('%s from %s by %s asks %s with the filter as its body', (family, source, byType, id) => {
    expect(analysisCall(family, source, byType)).toBe(id);
    expect(analysisQuery(family, source, byType, filter).queryKey).toEqual(operationKey(id, { body: filter }));
  });

  it('takes only the filter its calls declare (checked by the type checker)', () => {
    const { account: _account, ...withoutAccount } = filter;
    // @ts-expect-error every analysis call's contract requires the account
    expect(() => analysisQuery('count', 'offline', 'request', withoutAccount)).not.toThrow();
    // @ts-expect-error a log view's GET takes its query in the URL, not the analysis filter as a body
    expect(apiQueryOptions('getAnalysisUrlTop', { body: filter }).queryKey).toBeDefined();
  });
});
