import type { ScriptableContext } from 'chart.js';
import { describe, expect, it } from 'vitest';
import type { BillingMarks } from './billing-marks';
import { chartTheme } from './chart-theme';
import { markDatasets, type MarkTexts } from './mark-datasets';

const texts: MarkTexts = { peak: 'Peak', percentile95: '95th', discarded: (count) => `Discarded (${count})` };
const theme = chartTheme('light');
const extent = { min: 0, max: 10_000 };
const marks: BillingMarks = {
  seriesIndex: 0,
  peak: { x: 3000, y: 90 },
  percentile95: { x: 6000, y: 40 },
  discarded: [
    { x: 3000, y: 90 },
    { x: 4000, y: 80 },
  ],
};

const byLabel = (label: string) =>
  markDatasets(marks, extent, 'y-bandwidth', theme, texts).find((d) => d.label === label);

describe('markDatasets', () => {
  it('draws the 95th percentile as a dashed line from edge to edge', () => {
    const line = byLabel('95th');
    expect([line?.data, line?.borderDash]).toEqual([
      [
        { x: 0, y: 40 },
        { x: 6000, y: 40 },
        { x: 10_000, y: 40 },
      ],
      [6, 4],
    ]);
  });

  it('draws a point only at the sample that sets the 95th percentile', () => {
    const radius = byLabel('95th')?.pointRadius as (context: Partial<ScriptableContext<'line'>>) => number;
    expect([0, 6000, 10_000].map((x) => radius({ raw: { x, y: 40 } }))).toEqual([0, 5, 0]);
  });

  it('never repeats a time when the sample sits on an edge', () => {
    const edge = { ...marks, percentile95: { x: 0, y: 40 } };
    expect(markDatasets(edge, extent, 'y', theme, texts)[1]?.data.map((p) => p.x)).toEqual([0, 10_000]);
  });

  it('marks every discarded sample as a point (scatter: never decimated), their count in the legend', () => {
    const discarded = byLabel('Discarded (2)');
    expect([discarded?.type, discarded?.data]).toEqual(['scatter', marks.discarded]);
  });

  it('marks the peak as a single point', () => {
    const peak = byLabel('Peak');
    expect([peak?.type, peak?.data]).toEqual(['scatter', [{ x: 3000, y: 90 }]]);
  });

  it('puts every mark on the axis of the marked series', () => {
    expect(markDatasets(marks, extent, 'y-traffic', theme, texts).map((d) => d.yAxisID)).toEqual([
      'y-traffic',
      'y-traffic',
      'y-traffic',
    ]);
  });

  it('adds nothing when there is nothing to mark', () => {
    expect(markDatasets({ seriesIndex: 0, discarded: [] }, extent, 'y', theme, texts)).toEqual([]);
  });
});
