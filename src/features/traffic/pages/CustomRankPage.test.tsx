// The usage ranking through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';

// A customer holding the usage ranking (the harness's default customer does not).
const asCustomer = { permissions: ['portal:customRank:view:*'] };

afterEach(() => vi.restoreAllMocks());

const order = () => screen.getAllByTestId(/^rank-/).map((row) => row.dataset.testid?.slice(5));

describe('usage ranking page', () => {
  it('ranks customers by usage for the last 30 days, with the providers beside', async () => {
    const page = await renderRoute('/cdn/customRank', asCustomer);
    const first = await screen.findByTestId('rank-CDN1024');
    expect(first).toHaveTextContent('星河视频 (CDN1024)');
    expect(first).toHaveTextContent('48.52%');
    expect(first).toHaveTextContent('485.24 TB');
    expect(order()).toEqual(['CDN1024', 'CDN2048', 'CDN4096', 'CDN3072', 'CDN5120']);
    expect(await screen.findByRole('img', { name: '客户用量' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '服务商用量' })).getByText('39.16%')).toBeInTheDocument();
    const body = page.sentTo('getCustomRank')[0]?.body as { startTime: string; endTime: string; type: string };
    expect(body.type).toBe('flow');
    expect(body.startTime).toMatch(/ 00:00:00$/);
    expect(screen.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sorts from the header, keeps the sort in the URL, and the rank stays with its customer', async () => {
    const page = await renderRoute('/cdn/customRank', asCustomer);
    await screen.findByTestId('rank-CDN1024');
    const customers = () => within(screen.getByRole('table', { name: '客户用量' }));
    const header = customers().getByRole('columnheader', { name: /^用量/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(page.search().sort).toEqual({ id: 'amount', desc: false }));
    expect(order()).toEqual(['CDN5120', 'CDN3072', 'CDN4096', 'CDN2048', 'CDN1024']);
    expect(within(screen.getByTestId('rank-CDN5120')).getAllByRole('cell')[0]).toHaveTextContent('5');
    expect(page.sentTo('getCustomRank')).toHaveLength(1);
  });

  it('sorts a figure largest first on the first click, smallest first on the second', async () => {
    const page = await renderRoute('/cdn/customRank', asCustomer);
    await screen.findByTestId('rank-CDN1024');
    const ratio = () =>
      within(screen.getByRole('table', { name: '客户用量' })).getByRole('columnheader', { name: /^占比/ });
    await userEvent.click(within(ratio()).getByRole('button'));
    await waitFor(() => expect(page.search().sort).toEqual({ id: 'ratio', desc: true }));
    expect(order()[0]).toBe('CDN1024');
    await userEvent.click(within(ratio()).getByRole('button'));
    await waitFor(() => expect(page.search().sort).toEqual({ id: 'ratio', desc: false }));
    expect(ratio()).toHaveAttribute('aria-sort', 'ascending');
    expect(order()[0]).toBe('CDN5120');
  });

  it('asks again for another period', async () => {
    const page = await renderRoute('/cdn/customRank', asCustomer);
    await screen.findByTestId('rank-CDN1024');
    await userEvent.click(screen.getByRole('button', { name: '昨天' }));
    await waitFor(() => expect(page.sentTo('getCustomRank')).toHaveLength(2));
    const body = page.sentTo('getCustomRank')[1]?.body as { startTime: string; endTime: string };
    expect(body.endTime).toBe(`${body.startTime.slice(0, 10)} 23:55:00`);
    expect(page.href()).toBe('/cdn/customRank?range=yesterday');
  });

  it('says so when nobody used anything', async () => {
    await renderRoute('/cdn/customRank', { ...asCustomer, api: { getCustomRank: 'empty' } });
    expect(await screen.findAllByText('此时段没有用量')).toHaveLength(2);
  });

  it("says 'An unknown error' for a refusal without a message", async () => {
    await renderRoute('/cdn/customRank', { ...asCustomer, api: { getCustomRank: 'emptyMessage' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('未知错误');
  });

  it("shows the server's refusal", async () => {
    await renderRoute('/cdn/customRank', { ...asCustomer, api: { getCustomRank: 'rangeTooLong' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('查询时间范围不能超过90天');
  });

  it('is not open without the customRank permission', async () => {
    const page = await renderRoute('/cdn/customRank', { user: 'customer' });
    expect(page.href()).not.toContain('/cdn/customRank');
    expect(page.sentTo('getCustomRank')).toHaveLength(0);
  });
});
