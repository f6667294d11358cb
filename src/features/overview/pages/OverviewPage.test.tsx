// The CDN overview through its route, against the remembering mock (the examples where a test says so).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import * as saving from '@/components/save-blob';

// A customer holding the overview (the harness's default customer does not).
const asCustomer = { permissions: ['portal:overview:view:*'] };

afterEach(() => vi.restoreAllMocks());

describe('CDN overview page', () => {
  it("shows the period's figures with the change from the previous period", async () => {
    // The figures are the examples' own: the remembering mock draws its curves over the period asked.
    await renderRoute('/cdn/newoverview', { ...asCustomer, mock: 'examples' });
    expect(await screen.findByTestId('stat-totalFlow')).toHaveTextContent('49.09 TB');
    expect(screen.getByTestId('stat-peakBandwidth')).toHaveTextContent('8.4 Gbps');
    expect(screen.getByTestId('stat-bandwidth95')).toHaveTextContent('8.2 Gbps');
    expect(screen.getByTestId('stat-domainNum')).toHaveTextContent('12');
    // 49.09 TB against yesterday's 45.92 TB
    await waitFor(() => expect(screen.getByTestId('stat-totalFlow')).toHaveTextContent('+6.9%'));
    expect(screen.getByRole('img', { name: '带宽' })).toBeInTheDocument();
  });

  it('shows one peak and one 95th percentile: the cards and the note under the chart agree', async () => {
    // The example's own day: the remembering mock draws today up to its clock, which just after midnight in the
    // provider's zone holds too few samples for a percentile.
    await renderRoute('/cdn/newoverview', { ...asCustomer, mock: 'examples' });
    const peak = (await screen.findByTestId('stat-peakBandwidth')).textContent ?? '';
    const billed = screen.getByTestId('stat-bandwidth95').textContent ?? '';
    const note = screen.getByText(/^峰值：/).textContent ?? '';
    expect(note).toMatch(/^峰值：(\S+ \S+) · 95 峰值：(\S+ \S+) · /);
    const [, notePeak = '', noteBilled = ''] = /^峰值：(\S+ \S+) · 95 峰值：(\S+ \S+)/.exec(note) ?? [];
    expect([peak.includes(notePeak), billed.includes(noteBilled)]).toEqual([true, true]);
    expect(notePeak).toBe('8.4 Gbps');
  });

  it('asks for today to the last 5-minute boundary and for the same hours of yesterday', async () => {
    const page = await renderRoute('/cdn/newoverview', asCustomer);
    await screen.findByTestId('stat-totalFlow');
    const [current] = page.sentTo('getOverviewTraffic');
    const [previous] = page.sentTo('getSequentialTraffic');
    const body = current?.body as { startTime: string; endTime: string; grad: string; accounts: string[] };
    expect(body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(body.endTime).toMatch(/:[0-5][05]:00$/);
    expect(body.grad).toBe('minute5');
    expect(body.accounts).toEqual(['CDN1024@+@', 'CDN1024_01', 'CDN1024_02']);
    expect((previous?.body as { endTime: string }).endTime.slice(11)).toBe(body.endTime.slice(11));
  });

  it('keeps the chosen range in the URL and asks again with its granularity', async () => {
    const page = await renderRoute('/cdn/newoverview', asCustomer);
    await screen.findByTestId('stat-totalFlow');
    await userEvent.click(screen.getByRole('button', { name: '近30天' }));
    await waitFor(() => expect(page.search().range).toBe('last30Days'));
    await waitFor(() => expect(page.sentTo('getOverviewTraffic')).toHaveLength(2));
    expect((page.sentTo('getOverviewTraffic')[1]?.body as { grad: string }).grad).toBe('minute5');
    expect(page.href()).toBe('/cdn/newoverview?range=last30Days');
    // Back to the default: nothing of it stays in the URL.
    await userEvent.click(screen.getByRole('button', { name: '今天' }));
    await waitFor(() => expect(page.href()).toBe('/cdn/newoverview'));
  });

  it('shows the view a reloaded URL names', async () => {
    const page = await renderRoute(
      '/cdn/newoverview?range=yesterday&domains=%5B%22cdn.xinghe-video.com%22%5D',
      asCustomer,
    );
    await screen.findByTestId('stat-totalFlow');
    const body = page.sentTo('getOverviewTraffic')[0]?.body as {
      startTime: string;
      endTime: string;
      domains: string[];
    };
    expect(body.domains).toEqual(['cdn.xinghe-video.com']);
    expect(body.endTime).toBe(`${body.startTime.slice(0, 10)} 23:55:00`);
  });

  it('draws a week of two accounts in one-minute points, its marks and CSV reading every sample', async () => {
    const save = vi.spyOn(saving, 'saveBlob').mockImplementation(() => {});
    await renderRoute('/cdn/newoverview?range=last7Days', {
      ...asCustomer,
      api: { getOverviewTraffic: 'weekByMinute', getSequentialTraffic: 'weekByMinute' },
    });
    const minutes = (exampleData('getOverviewTraffic', 'weekByMinute') as { bandAndFlowList: unknown[] })
      .bandAndFlowList.length;
    const peak = (await screen.findByTestId('stat-peakBandwidth')).textContent ?? '';
    // The chart draws a sample of the minutes, but its peak is the answer's: not 'the peak of the samples shown'.
    const note = screen.getByText(/^峰值：/).textContent ?? '';
    const [, notePeak = '-'] = /^峰值：(\S+ \S+)/.exec(note) ?? [];
    expect(peak).toContain(notePeak);
    expect(screen.queryByText(/所示采样点/)).not.toBeInTheDocument();
    // The CSV holds every minute of the week, the previous week beside it.
    await userEvent.click(screen.getAllByRole('button', { name: '下载 CSV' })[0]!);
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [blob] = save.mock.calls[0] ?? [new Blob()];
    const lines = new TextDecoder().decode(await blob.arrayBuffer()).split('\r\n');
    expect(lines).toHaveLength(1 + minutes);
    expect(minutes).toBe(7 * 1440);
    expect(lines.at(-1)?.split(',')).toHaveLength(3);
  });

  it('keeps the time axis on the period answered when the previous period does not line up with it', async () => {
    // A week asked, one day answered (the stateless examples: the remembering mock draws the week asked): the
    // previous period, moved a week on to lie over this one, ran into the future and stretched the axis with it.
    await renderRoute('/cdn/newoverview?range=last7Days', { ...asCustomer, mock: 'examples' });
    const canvas = (await screen.findByRole('img', { name: '带宽' })) as HTMLCanvasElement;
    const chart = Chart.getChart(canvas);
    const answered = (exampleData('getOverviewTraffic') as { bandAndFlowList: { timestamp: number }[] })
      .bandAndFlowList;
    const x = chart?.options.scales?.x;
    expect([x?.min, x?.max]).toEqual([answered[0]!.timestamp * 1000, answered.at(-1)!.timestamp * 1000]);
    const previous = chart?.data.datasets.find((set) => set.label === '上一周期');
    expect(previous?.data).toEqual([]);
  });

  it("says 'An unknown error' for a refusal without a message, and tries again on request", async () => {
    let refuse = true;
    const page = await renderRoute('/cdn/newoverview', {
      ...asCustomer,
      api: { getOverviewTraffic: () => (refuse ? 'emptyMessage' : 'success') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未知错误');
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('stat-totalFlow')).toHaveTextContent('49.09 TB');
    expect(page.sentTo('getOverviewTraffic').length).toBeGreaterThanOrEqual(2);
  });
});
