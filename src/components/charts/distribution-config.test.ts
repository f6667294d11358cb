import { describe, expect, it } from 'vitest';
import type { TopEntry } from '@/lib/top-n';
import { chartTheme } from './chart-theme';
import {
  BAR_LABEL_CHARS,
  barOptions,
  distributionColors,
  distributionCsv,
  distributionData,
  pieOptions,
  sharePercent,
} from './distribution-config';

const entries: TopEntry[] = [
  { label: 'Guangdong', value: 3e12, isOther: false },
  { label: 'Beijing', value: 1e12, isOther: false },
  { label: 'Other', value: 2e12, isOther: true },
];
const light = chartTheme('light');
type Label = (item: { label: string; dataIndex: number }) => string;

describe('sharePercent', () => {
  it.each([
    [1, 3, 33.33],
    [2, 3, 66.67],
    [5, 5, 100],
    [0, 0, 0],
  ])('%d of %d is %d %%', (value, total, percent) => {
    expect(sharePercent(value, total)).toBe(percent);
  });
});

describe('distributionColors', () => {
  it.each(['light', 'dark'] as const)('paints Other gray in the %s mode', (mode) => {
    const theme = chartTheme(mode);
    expect(distributionColors(entries, theme)).toEqual([theme.series[0], theme.series[1], theme.other]);
  });

  it("keeps an entry's palette slot (its curve's colour) and gives the others the slots no entry has", () => {
    const slotted = [
      { label: '2xx', value: 90, isOther: false, color: 1 },
      { label: '3xx', value: 8, isOther: false, color: 2 },
      { label: 'a', value: 1, isOther: false },
      { label: 'b', value: 1, isOther: false },
    ];
    const { series } = light;
    expect(distributionColors(slotted, light)).toEqual([series[1], series[2], series[0], series[3]]);
  });
});

describe('distributionData', () => {
  it('has one label and one value per entry', () => {
    const data = distributionData(entries, light, 'Traffic');
    expect([data.labels, data.datasets[0]?.data, data.datasets[0]?.label]).toEqual([
      ['Guangdong', 'Beijing', 'Other'],
      [3e12, 1e12, 2e12],
      'Traffic',
    ]);
  });
});

describe('pieOptions', () => {
  it('shows value and share in the tooltip', () => {
    const label = pieOptions(entries, 'traffic', light).plugins?.tooltip?.callbacks?.label as unknown as Label;
    expect(label({ label: 'Beijing', dataIndex: 1 })).toBe('Beijing: 1 TB (16.67%)');
  });

  it.each(['light', 'dark'] as const)('colours the legend for the %s mode', (mode) => {
    expect(pieOptions(entries, 'traffic', chartTheme(mode)).plugins?.legend?.labels?.color).toBe(chartTheme(mode).text);
  });
});

describe('barOptions', () => {
  it('draws horizontal bars with one unit on the value axis', () => {
    const options = barOptions(entries, 'traffic', light, 'Traffic');
    const tick = options.scales?.x?.ticks?.callback as unknown as (value: number) => string;
    expect([options.indexAxis, tick(0), tick(5e11), tick(3e12)]).toEqual(['y', '0', '0.5 TB', '3 TB']);
  });

  it("shows a long name's start and end on its axis, whole in its tooltip", () => {
    const url = 'https://cdn.xinghe-video.com/static/js/app.3f9c2a.js';
    const named: TopEntry[] = [
      { label: url, value: 3e12, isOther: false },
      { label: '北京', value: 1e12, isOther: false },
    ];
    const options = barOptions(named, 'count', light, 'Requests');
    const tick = options.scales?.y?.ticks?.callback as unknown as (
      this: { chart: { width: number } },
      value: number,
      index: number,
    ) => string;
    const wide = { chart: { width: 546 } };
    expect([tick.call(wide, 0, 0), tick.call(wide, 1, 1)]).toEqual(['https://cdn.xin…js/app.3f9c2a.js', '北京']);
    expect(tick.call(wide, 0, 0)).toHaveLength(BAR_LABEL_CHARS);
    // On a phone the axis has less room: fewer characters, still the start and the end.
    expect(tick.call({ chart: { width: 366 } }, 0, 0)).toBe('https://cdn.…app.3f9c2a.js');
    const label = options.plugins?.tooltip?.callbacks?.label as unknown as Label;
    expect(label({ label: url, dataIndex: 0 })).toContain(url);
  });

  it('hides the legend of its single dataset', () => {
    expect(barOptions(entries, 'count', light, 'Requests').plugins?.legend?.display).toBe(false);
  });
});

describe('distributionCsv', () => {
  it('writes names, raw values with their unit and shares', () => {
    expect(distributionCsv(entries, 'traffic', { name: 'Name', value: 'Traffic', share: 'Share (%)' })).toEqual({
      header: ['Name', 'Traffic (B)', 'Share (%)'],
      rows: [
        ['Guangdong', 3e12, 50],
        ['Beijing', 1e12, 16.67],
        ['Other', 2e12, 33.33],
      ],
    });
  });
});

describe('motion and narrow screens', () => {
  it('draws pies and bars without animation when the reader asked for reduced motion', () => {
    const reduced = { reducedMotion: true, narrow: false };
    expect(pieOptions(entries, 'traffic', light, reduced).animation).toBe(false);
    expect(barOptions(entries, 'traffic', light, 'Traffic', reduced).animation).toBe(false);
    expect(pieOptions(entries, 'traffic', light).animation).toBeUndefined();
  });

  it('puts the legend under the pie on a narrow screen and beside it otherwise', () => {
    expect(
      pieOptions(entries, 'traffic', light, { reducedMotion: false, narrow: true }).plugins?.legend?.position,
    ).toBe('bottom');
    expect(pieOptions(entries, 'traffic', light).plugins?.legend?.position).toBe('right');
  });
});
