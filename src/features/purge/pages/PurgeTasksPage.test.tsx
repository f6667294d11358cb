// The purge and prefetch task lists through their routes, against the remembering mock (the account's six purge
// tasks and five prefetch tasks of the examples).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { scrollTableToRow } from '@tests/table-scroll';
import { fill } from '@tests/fill';

describe('purge tasks', () => {
  it('lists the tasks with their statuses and says pending ones refresh by themselves', async () => {
    const page = await renderRoute('/cdn/newsearchTask', { user: 'customer' });
    expect(await screen.findByTestId('task-rf9c086a61ac')).toHaveTextContent('成功');
    expect(screen.getByTestId('task-rfc7ef84e270')).toHaveTextContent('处理中');
    expect(screen.getByTestId('task-rfb759248977')).toHaveTextContent('已验证');
    expect(screen.getByTestId('auto-refresh')).toHaveTextContent('列表将自动刷新');
    expect(page.sentTo('queryRefreshTasks')[0]?.body).toMatchObject({ account: 'CDN1024', pageNum: 1, pageSize: 10 });
  });

  it('filters by URL, status, kind and days through the URL, from page 1', async () => {
    const page = await renderRoute('/cdn/newsearchTask?page=2', { user: 'customer' });
    // The account's six tasks fill one page: the second is asked for and holds none.
    await waitFor(() => expect(page.sentTo('queryRefreshTasks')[0]?.body).toMatchObject({ pageNum: 2 }));
    expect(await screen.findByText('暂无任务')).toBeInTheDocument();
    await fill(screen.getByLabelText('URL'), 'static');
    await userEvent.selectOptions(screen.getByLabelText('状态'), '失败');
    await userEvent.selectOptions(screen.getByLabelText('类型'), '目录');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ url: 'static', status: 'failed', type: 'dir', page: 1 }));
    await waitFor(() =>
      expect(page.sentTo('queryRefreshTasks').at(-1)?.body).toMatchObject({
        url: 'static',
        status: 'failed',
        type: 'dir',
        pageNum: 1,
      }),
    );
  });

  it('sends the chosen days as a server time range', async () => {
    const page = await renderRoute('/cdn/newsearchTask?start=2024-05-01&end=2024-05-03', { user: 'customer' });
    await waitFor(() =>
      expect(page.sentTo('queryRefreshTasks')[0]?.body).toMatchObject({
        startTime: '2024-05-01 00:00:00',
        endTime: '2024-05-03 23:59:59',
      }),
    );
  });

  it('stays usable when the server answers 10,000 tasks at once: a window of rows, the rest by scrolling', async () => {
    await renderRoute('/cdn/newsearchTask', { user: 'customer', api: { queryRefreshTasks: 'tenThousandTasks' } });
    expect(await screen.findByTestId('task-rf0000000001')).toHaveTextContent('成功');
    const table = screen.getByRole('table', { name: '刷新任务' });
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    expect(screen.getByText('共 10000 条')).toBeInTheDocument();
    // Every task has ended: nothing says the list refreshes by itself.
    expect(screen.queryByTestId('auto-refresh')).not.toBeInTheDocument();
    scrollTableToRow(table, 9990);
    expect(await screen.findByTestId('task-rf0000010000')).toHaveTextContent(
      'static.xinghe-video.com/css/main.10000.css',
    );
    expect(screen.queryByTestId('task-rf0000000001')).not.toBeInTheDocument();
  });

  it("shows the server's refusal with a retry", async () => {
    await renderRoute('/cdn/newsearchTask', { user: 'customer', api: { queryRefreshTasks: 'noPermission' } });
    expect(await screen.findByText('无权限查看该账号的刷新任务')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('prefetch tasks', () => {
  it('lists the tasks with their progress and filters by status in the URL', async () => {
    const page = await renderRoute('/cdn/prefetchTask', { user: 'customer' });
    expect(await screen.findByTestId('task-pf3a91c0d2e8')).toHaveTextContent('64%');
    const bar = within(screen.getByTestId('task-pf3a91c0d2e8')).getByRole('progressbar', { name: '进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByTestId('task-pf27be5f0c11')).toHaveTextContent('失败');
    await userEvent.selectOptions(screen.getByLabelText('状态'), '等待中');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ status: 'waiting' }));
    await waitFor(() => expect(page.sentTo('searchPrefetchTasks').at(-1)?.body).toMatchObject({ status: 'waiting' }));
  });
});
