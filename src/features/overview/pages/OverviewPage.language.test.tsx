// The overview follows a language switch made while it is open: the cards, the chart's legend (drawn on the
// canvas by chart.js, read from the chart) and the caption of its marks change language at once, and back.
import { screen, waitFor } from '@testing-library/react';
import { Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { expectFollowsLanguage } from '@tests/language-roundtrip';
import { renderRoute } from '@tests/page-harness';
import { switchLanguage } from '@tests/switch-language';

const bandwidthChart = async () => {
  const canvas = (await screen.findAllByRole('img'))[0] as HTMLCanvasElement;
  return { canvas, chart: Chart.getChart(canvas) };
};
const legend = async () => (await bandwidthChart()).chart?.data.datasets.map((set) => set.label);
const caption = async () => {
  const { canvas } = await bandwidthChart();
  return document.getElementById(canvas.getAttribute('aria-describedby') ?? '') ?? document.body;
};

describe('the overview in a language switched while it is open', () => {
  it('words its cards and the caption of its marks in English and back', async () => {
    await renderRoute('/cdn/newoverview', { user: 'superadmin', language: 'zh' });
    await expectFollowsLanguage(() => screen.findByTestId('stat-totalFlow'), ['总流量'], ['Total flow']);
    await expectFollowsLanguage(caption, ['峰值：'], ['Peak: ']);
  });

  it("names the chart's series in the legend in English and back", async () => {
    await renderRoute('/cdn/newoverview', { user: 'superadmin', language: 'zh' });
    const zh = ['带宽', '上一周期', '峰值', '95 峰值'];
    const en = ['Bandwidth', 'Previous period', 'Peak', '95th percentile'];
    await waitFor(async () => expect(await legend()).toEqual(expect.arrayContaining(zh)));
    await switchLanguage('en');
    await waitFor(async () => expect(await legend()).toEqual(expect.arrayContaining(en)));
    expect(await legend()).not.toContain('带宽');
    await switchLanguage('zh');
    await waitFor(async () => expect(await legend()).toEqual(expect.arrayContaining(zh)));
    expect(await legend()).not.toContain('Bandwidth');
  });
});
