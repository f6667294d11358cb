// A failed bill read replaces its own part only: the heading, the month range as chosen and the other parts
// stay, with the server's message and Try again in the failed part's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

type Api = NonNullable<Parameters<typeof renderRoute>[1]>['api'];
const open = (api: Api) =>
  renderRoute('/page/bill?start=%222026-05%22&end=%222026-10%22', { user: 'superadmin', language: 'en', api });

describe('bills when a read fails', () => {
  it('failed months keep the heading, the chosen range, the totals and the detail', async () => {
    const page = await open({ getBillOverview: 'serverBusy' });
    expect(page.href()).toContain('/page/bill');
    expect(screen.getByRole('heading', { level: 1, name: 'Bills' })).toBeInTheDocument();
    expect(screen.getByLabelText('From month')).toHaveValue('2026-05');
    expect(screen.getByLabelText('To month')).toHaveValue('2026-10');
    await expectFailureInFrame('系统繁忙，请稍后再试');
    expect(screen.queryByRole('table', { name: 'Bills by month' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Bill detail of/ })).toBeInTheDocument();
  });

  it('a failed detail keeps its heading and the months', async () => {
    await open({ getBillDetail: 'noBill' });
    expect(screen.getByRole('heading', { level: 2, name: /Bill detail of/ })).toBeInTheDocument();
    await expectFailureInFrame('该月份暂无账单');
    expect(await screen.findByRole('table', { name: 'Bills by month' })).toBeInTheDocument();
  });

  it('failed totals keep the months', async () => {
    await open({ getBillSum: 'rangeInvalid' });
    await expectFailureInFrame('开始月份不能晚于结束月份');
    expect(await screen.findByRole('table', { name: 'Bills by month' })).toBeInTheDocument();
  });
});
