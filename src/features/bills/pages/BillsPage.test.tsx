// The bill screen through its route, against the contract's examples.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';

// A customer holding the bills (the harness's default customer does not).
const asCustomer = { permissions: ['portal:bill:view:*'] };

afterEach(() => vi.useRealTimers());

describe('bills page', () => {
  it('shows the sum, the months and the newest month in detail for a range in the URL', async () => {
    const page = await renderRoute('/page/bill?start=%222026-05%22&end=%222026-10%22', asCustomer);
    expect(await screen.findByTestId('bill-month-2026-10')).toHaveTextContent('26,425.80');
    // The sum of the six months the table lists.
    expect(screen.getByTestId('bill-sum')).toHaveTextContent(
      /^账单月数6金额（元）145,632\.90实付金额（元）142,326\.70$/,
    );
    expect(await screen.findByTestId('bill-B202610-0005')).toHaveTextContent('未支付');
    expect(page.sentTo('getBillOverview')[0]?.body).toEqual({
      account: 'CDN1024',
      startMonth: '2026-05',
      endMonth: '2026-10',
    });
    expect(page.sentTo('getBillDetail')[0]?.body).toMatchObject({ month: '2026-10', pageNum: 1 });
  });

  it('opens the detail of a chosen month through the URL', async () => {
    const page = await renderRoute('/page/bill?start=%222026-05%22&end=%222026-10%22', asCustomer);
    await userEvent.click(
      within(await screen.findByTestId('bill-month-2026-08')).getByRole('button', { name: '2026-08' }),
    );
    await waitFor(() => expect(page.search()).toMatchObject({ month: '2026-08' }));
    await waitFor(() => expect(page.sentTo('getBillDetail').at(-1)?.body).toMatchObject({ month: '2026-08' }));
  });

  it('refuses a reversed range, says why and keeps the choice', async () => {
    const page = await renderRoute('/page/bill?start=%222026-05%22&end=%222026-10%22', asCustomer);
    await screen.findByTestId('bill-month-2026-10');
    fireEvent.change(screen.getByLabelText('开始月份'), { target: { value: '2026-09' } });
    fireEvent.change(screen.getByLabelText('结束月份'), { target: { value: '2026-06' } });
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('开始月份不能晚于结束月份');
    expect(screen.getByLabelText('开始月份')).toHaveValue('2026-09');
    expect(page.search()).toMatchObject({ start: '2026-05', end: '2026-10' });
  });

  it("shows a month without a bill as the server's message, the rest of the page intact", async () => {
    await renderRoute('/page/bill', { ...asCustomer, api: { getBillDetail: 'noBill' } });
    expect(await screen.findByText('该月份暂无账单')).toBeInTheDocument();
    expect(await screen.findByTestId('bill-month-2026-10')).toBeInTheDocument();
  });
});
