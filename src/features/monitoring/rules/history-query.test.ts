import { describe, expect, it } from 'vitest';
import { readSearch } from '@/lib/search-params';
import { alertHistorySearchSchema } from '../search';
import { historyPeriod, historyRequest, recordRequest } from './history-query';

const now = new Date(2025, 5, 15, 10, 30);
const search = (params: Record<string, unknown>) => readSearch(alertHistorySearchSchema, params);

describe('historyPeriod', () => {
  it.each([
    ['no days: the last 7 days, today included', {}, '2025-06-09 00:00:00', '2025-06-15 23:59:59'],
    ['both days as chosen', { start: '2025-05-01', end: '2025-05-03' }, '2025-05-01 00:00:00', '2025-05-03 23:59:59'],
    ['only a start: up to today', { start: '2025-06-01' }, '2025-06-01 00:00:00', '2025-06-15 23:59:59'],
    ['only an early end: that day alone', { end: '2025-05-03' }, '2025-05-03 00:00:00', '2025-05-03 23:59:59'],
    ['only a recent end: the week before it', { end: '2025-06-14' }, '2025-06-09 00:00:00', '2025-06-14 23:59:59'],
  ])('%s', (_case, params, startTime, endTime) => {
    expect(historyPeriod(params, now)).toEqual({ startTime, endTime });
  });
});

describe('historyRequest', () => {
  it('starts at page 1 with the default size and sends no empty filters', () => {
    expect(historyRequest(search({}), 'CDN1024', now)).toEqual({
      pageNum: 1,
      pageSize: 10,
      account: 'CDN1024',
      startTime: '2025-06-09 00:00:00',
      endTime: '2025-06-15 23:59:59',
    });
  });

  it('sends the page, size and filters of the URL', () => {
    const request = historyRequest(search({ page: 3, pageSize: 20, ruleName: ' 带宽 ', domain: 'a.com' }), 'X', now);
    expect(request).toMatchObject({ pageNum: 3, pageSize: 20, ruleName: '带宽', domain: 'a.com' });
  });

  it('the alarm records search the same period for the account', () => {
    expect(recordRequest(search({ start: '2025-06-01' }), 'CDN1024', now)).toEqual({
      account: 'CDN1024',
      startTime: '2025-06-01 00:00:00',
      endTime: '2025-06-15 23:59:59',
    });
  });
});
