// The protected-IP dashboard through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';

// A customer operating protected IPs (the harness's default customer does not hold them).
const asCustomer = { permissions: ['portal:ipP:operation:*'] };

afterEach(() => vi.restoreAllMocks());

const chartOf = (name: string) => {
  const chart = Chart.getChart(screen.getByRole('img', { name }) as HTMLCanvasElement);
  if (!chart) throw new Error(`no chart for ${name}`);
  return chart;
};

describe('IP dashboards page', () => {
  it('asks for the entry, the account and today to the last 5-minute boundary, and draws the curves', async () => {
    const page = await renderRoute('/ipP/dashboards?ids=%5B%2210231%22%5D', asCustomer);
    expect(await screen.findByRole('img', { name: '带宽' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '流量' })).toBeInTheDocument();
    const body = page.sentTo('getProtectedIpStatistics')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ account: 'CDN1024', ids: [10231], granularity: 'minute5' });
    expect(body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(body.endTime).toMatch(/:[0-5][05]:00$/);
    expect(page.sentTo('listProtectedIpStatisticTargets')[0]?.url.pathname).toMatch(/\/statistic\/list\/CDN1024$/);
    expect(chartOf('带宽').data.datasets.map((set) => set.label)).toEqual(
      expect.arrayContaining(['入方向带宽', '出方向带宽']),
    );
    // The picker names the one entry charted.
    expect(screen.getByRole('button', { name: /203\.107\.44\.18/ })).toBeInTheDocument();
  });

  it("keeps the top 9 areas by value and groups the rest as a gray 'Other'", async () => {
    await renderRoute('/ipP/dashboards', asCustomer);
    await screen.findByRole('img', { name: '各地区入方向流量' });
    for (const name of ['各地区入方向流量', '各地区出方向流量']) {
      const labels = chartOf(name).data.labels;
      expect(labels).toHaveLength(10);
      expect(labels?.slice(0, 3)).toEqual(['广东', '浙江', '江苏']);
      expect(labels?.at(-1)).toBe('其他');
    }
  });

  it('shows the alarm history of the one picked IP and pages it on the server', async () => {
    const page = await renderRoute('/ipP/dashboards?ids=%5B%2210231%22%5D', asCustomer);
    const alarm = await screen.findByTestId('alarm-88012');
    expect(within(alarm).getByText('UDP Flood')).toBeInTheDocument();
    expect(within(alarm).getByText('38.6 Gbps')).toBeInTheDocument();
    expect(within(screen.getByTestId('alarm-88015')).getByText('进行中')).toBeInTheDocument();
    await waitFor(() => expect(page.sentTo('pageProtectedIpAlarmRecords')).toHaveLength(1));
    expect(page.sentTo('pageProtectedIpAlarmRecords')[0]?.body).toMatchObject({
      pageNum: 1,
      pageSize: 10,
      account: 'CDN1024',
      sourceIp: '203.107.44.18',
    });
  });

  it('keeps the chosen range in the URL and asks again with its granularity', async () => {
    const page = await renderRoute('/ipP/dashboards', asCustomer);
    await screen.findByRole('img', { name: '带宽' });
    await userEvent.click(screen.getByRole('button', { name: '近30天' }));
    await waitFor(() => expect(page.search().range).toBe('last30Days'));
    await waitFor(() => expect(page.sentTo('getProtectedIpStatistics')).toHaveLength(2));
    expect(page.sentTo('getProtectedIpStatistics')[1]?.body).toMatchObject({ granularity: 'minute5', ids: [] });
    expect(page.href()).toBe('/ipP/dashboards?range=last30Days');
  });

  it('shows the text in data when the statistics fail, with a retry, and keeps the alarm history', async () => {
    let refuse = true;
    await renderRoute('/ipP/dashboards', {
      ...asCustomer,
      api: { getProtectedIpStatistics: () => (refuse ? 'serverBusy' : 'success') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('统计服务繁忙，请稍后再试');
    expect(await screen.findByTestId('alarm-88012')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '带宽' })).toBeInTheDocument();
  });

  it('shows the English texts', async () => {
    await renderRoute('/ipP/dashboards', { ...asCustomer, language: 'en' });
    expect(await screen.findByRole('heading', { name: 'IP dashboards' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Ingress traffic by area' })).toBeInTheDocument();
    expect(chartOf('Ingress traffic by area').data.labels?.at(-1)).toBe('Other');
    expect(await screen.findByRole('heading', { name: 'Alarm history' })).toBeInTheDocument();
  });
});
