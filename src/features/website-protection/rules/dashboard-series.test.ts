import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { dashboardCurves, statisticQuery } from './dashboard-series';

describe('dashboard series (byteList and countList to millisecond series)', () => {
  it('makes traffic, bandwidth and request series sorted by time, leaving unreadable points out', () => {
    const curves = dashboardCurves({
      byteList: [
        { time: '2026-03-01 10:05:00', flow: 200, bandwidth: 20 },
        { time: '2026-03-01 10:00:00', flow: 100, bandwidth: 10 },
        { time: 'bad', flow: 1, bandwidth: 1 },
      ],
      countList: [{ time: '2026-03-01 10:00:00', count: 7 }],
    });
    const t0 = providerDate(2026, 2, 1, 10).getTime();
    expect(curves.traffic).toEqual([
      { x: t0, y: 100 },
      { x: t0 + 300_000, y: 200 },
    ]);
    expect(curves.bandwidth.map((p) => p.y)).toEqual([10, 20]);
    expect(curves.requests).toEqual([{ x: t0, y: 7 }]);
  });

  it('asks for the chosen sites (all when none) and the range', () => {
    const now = providerDate(2026, 2, 1, 12, 3);
    expect(statisticQuery({ range: 'today', sites: [] }, 'CDN1024', now)).toEqual({
      account: 'CDN1024',
      ids: [],
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-03-01 12:00:00',
      granularity: 'minute5',
    });
    expect(statisticQuery({ range: 'today', sites: ['3101', 'x'] }, 'CDN1024', now).ids).toEqual([3101]);
  });
});
