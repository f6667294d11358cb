// One number per quantity on the lines screen: the usage table's peak and 95th percentile of the chosen line
// are what the note under its bandwidth chart says, in both languages' wording of the marks.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import type { ApiData } from '@/api/call';
import { formatBandwidth } from '@/lib/units';

type Usage = NonNullable<ApiData<'getLineStaticData'>>;

describe('lines info figures', () => {
  it("shows the line's peak and 95th percentile once: the table and the chart's note agree", async () => {
    const usage = (exampleData('getLineStaticData') as Usage).list.find((row) => row.lineCode === 'BJ-CT-01');
    const peak = formatBandwidth(usage?.maxOutgoingBandWidth);
    const billed = formatBandwidth(usage?.percentile95);
    // The usage row's figures are the example curve's whole day; the remembering mock draws the curve up to its now.
    await renderRoute('/cdn/linesinfo', { permissions: ['portal:linesinfo:view:*'], language: 'en', mock: 'examples' });
    const row = within(await screen.findByTestId('line-usage-BJ-CT-01'));
    expect([row.getByText(peak), row.getByText(billed)]).toHaveLength(2);
    expect(await screen.findByText(`Peak: ${peak} · 95th percentile: ${billed}`, { exact: false })).toBeVisible();
  });
});
