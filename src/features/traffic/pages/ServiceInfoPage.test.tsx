// The service-info screen through its route, against the remembering mock (the examples where a test says so).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { inTimeZone } from '@tests/time-zone';

// A customer holding service info (the harness's default customer does not).
const asCustomer = { permissions: ['portal:serviceinfo:view:*'] };

// The contract's curve is one provider day (UTC+8): viewed there, it is one row of the daily table.
inTimeZone('Asia/Shanghai');

afterEach(() => vi.restoreAllMocks());

type Body = { type: string; domains: string[]; providers: string[]; startTime: string; endTime: string; grad: string };
const lastBody = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.sentTo('getServiceInfoTraffic').at(-1)?.body as Body;

describe('service info page', () => {
  it("shows the period's figures, the curves and each day's peak", async () => {
    // The figures are the example's own day: the remembering mock draws the curve up to its now.
    const page = await renderRoute('/cdn/newserviceinfo', { ...asCustomer, mock: 'examples' });
    expect(await screen.findByTestId('stat-totalFlow')).toHaveTextContent('17.64 TB');
    expect(screen.getByTestId('stat-peakBandwidth')).toHaveTextContent('3.02 Gbps');
    expect(screen.getByTestId('stat-bandwidth95')).toHaveTextContent('2.95 Gbps');
    expect(screen.getByTestId('stat-domainNum')).toHaveTextContent('2');
    expect(screen.getByRole('img', { name: '带宽' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '流量' })).toBeInTheDocument();
    // The 95th percentile explained: 288 samples, 14 discarded, the next one billed at the server's figure.
    expect(screen.getByTestId('percentile-note')).toHaveTextContent(/288.*14.*2\.95 Gbps/);
    const table = screen.getByRole('table', { name: '每日峰值' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('3.02 Gbps')).toBeInTheDocument();
    expect(within(table).getByText('17.64 TB')).toBeInTheDocument();
    // Defaults: every type, today in 5 minutes, weighted.
    expect(lastBody(page)).toMatchObject({ type: 'all', grad: 'minute5', weightFlag: true, providers: [] });
    expect(lastBody(page).startTime).toMatch(/ 00:00:00$/);
  });

  it('asks again for a business type and keeps it in the URL', async () => {
    const page = await renderRoute('/cdn/newserviceinfo', asCustomer);
    await screen.findByTestId('stat-totalFlow');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '业务类型' }), 'live_pull');
    await waitFor(() => expect(page.search().type).toBe('live_pull'));
    await waitFor(() => expect(lastBody(page).type).toBe('live_pull'));
    expect(page.href()).toBe('/cdn/newserviceinfo?type=live_pull');
  });

  it('offers the providers of the init call and sends the picked codes', async () => {
    const page = await renderRoute('/cdn/newserviceinfo', asCustomer);
    await screen.findByTestId('stat-totalFlow');
    await userEvent.click(screen.getByRole('button', { name: /服务商/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '腾讯云' }));
    await waitFor(() => expect(page.search().providers).toEqual(['tencent']));
    await waitFor(() => expect(lastBody(page).providers).toEqual(['tencent']));
  });

  it('shows the view a reloaded URL names', async () => {
    const page = await renderRoute(
      '/cdn/newserviceinfo?type=vod&range=last7Days&grad=day&domains=%5B%22vod.xinghe-video.com%22%5D',
      asCustomer,
    );
    await screen.findByTestId('stat-totalFlow');
    expect(lastBody(page)).toMatchObject({ type: 'vod', grad: 'day', domains: ['vod.xinghe-video.com'] });
    expect(screen.getByRole('combobox', { name: '业务类型' })).toHaveValue('vod');
  });

  it('says so when the period has no traffic', async () => {
    await renderRoute('/cdn/newserviceinfo', { ...asCustomer, api: { getServiceInfoTraffic: 'empty' } });
    expect(await screen.findByText('此时段没有流量')).toBeInTheDocument();
    expect(screen.getByTestId('stat-totalFlow')).toHaveTextContent('0 B');
    expect(screen.queryByTestId('percentile-note')).not.toBeInTheDocument();
  });

  it("says 'An unknown error' for a refusal without a message, and tries again on request", async () => {
    let refuse = true;
    const page = await renderRoute('/cdn/newserviceinfo', {
      ...asCustomer,
      api: { getServiceInfoTraffic: () => (refuse ? 'emptyMessage' : 'success') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未知错误');
    expect(screen.getByRole('combobox', { name: '业务类型' })).toBeEnabled();
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('stat-totalFlow')).toHaveTextContent('17.64 TB');
    expect(page.sentTo('getServiceInfoTraffic').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message for a refusal", async () => {
    await renderRoute('/cdn/newserviceinfo', { ...asCustomer, api: { getServiceInfoTraffic: 'rangeTooLong' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('查询时间范围过长');
  });
});
