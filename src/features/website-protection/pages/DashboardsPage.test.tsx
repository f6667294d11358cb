// The dashboard through its route: figures and three curves of the chosen sites and range, the side menu's
// flag and the chosen sites in the URL, and the refusal's text from `data` with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';

// A customer operating website protection (the harness's default customer does not hold it).
const asCustomer = { permissions: ['portal:imperva:operation:*'] };

afterEach(() => vi.restoreAllMocks());

describe('website dashboards page', () => {
  it('charts traffic, bandwidth and requests of all sites for today', async () => {
    const page = await renderRoute('/dcdn/dashboards', asCustomer);
    expect(await screen.findByTestId('stat-blockedCount')).toHaveTextContent('184.32K');
    expect(screen.getByRole('img', { name: '流量' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '带宽' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '请求数' })).toBeInTheDocument();
    expect(page.sentTo('getWebsiteStatistics')[0]?.body).toMatchObject({ ids: [], granularity: 'minute5' });
  });

  it('keeps the chosen sites and the side menu flag in the URL', async () => {
    const page = await renderRoute('/dcdn/dashboards', asCustomer);
    const menu = await screen.findByRole('navigation', { name: '站点' });
    await userEvent.click(await within(menu).findByText('api.xinghe-video.com'));
    await waitFor(() => expect(page.search().sites).toEqual(['3102']));
    await waitFor(() => expect(page.sentTo('getWebsiteStatistics').at(-1)?.body).toMatchObject({ ids: [3102] }));
    await userEvent.click(within(menu).getByRole('button', { name: '隐藏站点' }));
    await waitFor(() => expect(page.search().menu).toBe(false));
    expect(within(menu).queryByText('api.xinghe-video.com')).not.toBeInTheDocument();
  });

  it('keeps the URL describing what is shown: last 30 days, custom, today, then a site', async () => {
    const page = await renderRoute('/dcdn/dashboards', { user: 'superadmin', language: 'en' });
    await screen.findByTestId('stat-blockedCount');
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(page.search().range).toBe('last30Days'));
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await waitFor(() => expect(page.search()).toMatchObject({ range: 'custom', start: expect.any(String) }));
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    const menu = await screen.findByRole('navigation', { name: 'Sites' });
    await userEvent.click(await within(menu).findByText('api.xinghe-video.com'));
    await waitFor(() => expect(page.search().sites).toEqual(['3102']));
    // No custom ends linger beside 'today': a reload or a bookmark opens today's range.
    expect(page.search().range ?? 'today').toBe('today');
    expect(page.search()).not.toHaveProperty('start');
    expect(page.search()).not.toHaveProperty('end');
  });

  it('shows the text in data when the statistics are refused', async () => {
    await renderRoute('/dcdn/dashboards', { ...asCustomer, api: { getWebsiteStatistics: 'serverBusy' } });
    expect(await screen.findByText('统计服务繁忙，请稍后再试')).toBeInTheDocument();
  });
});
