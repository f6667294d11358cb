// The alert history screen through its route, against the contract's examples: server paging with its
// search in the URL, the alarm records, and failures shown with their message.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

// A customer operating cloud monitoring (the harness's default customer only views it).
const asCustomer = { permissions: ['portal:cloudMonit:operation:*'] };

const lastBody = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.sentTo('searchMonitoringNotifyHistory').at(-1)?.body as Record<string, unknown>;

// Generous time: these tests type whole forms, and the machines are shared.
describe('alert history page', () => {
  it('asks for page 1 of the last 7 days of the session account and pages on the server', async () => {
    const page = await renderRoute('/CMonit/alertHistory', asCustomer);
    expect(await screen.findByTestId('notification-560031')).toHaveTextContent('主站带宽超限');
    expect(screen.getByTestId('notification-559874')).toHaveTextContent('失败');
    expect(screen.getByTestId('notification-560031')).toHaveTextContent('带宽 8.63 Gbps / 8 Gbps');
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    const first = lastBody(page);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 10, account: 'CDN1024' });
    expect(first.startTime).toMatch(/ 00:00:00$/);
    expect(first.endTime).toMatch(/ 23:59:59$/);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(page.search().page).toBe(2));
    await waitFor(() => expect(lastBody(page)).toMatchObject({ pageNum: 2, pageSize: 10 }));
    await userEvent.selectOptions(screen.getByLabelText('每页条数'), '20');
    await waitFor(() => expect(lastBody(page)).toMatchObject({ pageNum: 1, pageSize: 20 }));
  });

  it('heads the sending result column 发送状态, not 提交中', async () => {
    await renderRoute('/CMonit/alertHistory', { user: 'customer' });
    await screen.findByTestId('notification-560031');
    expect(screen.getByRole('columnheader', { name: '发送状态' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '提交中' })).not.toBeInTheDocument();
  });

  it('searches by rule, domain and days through the URL, starting again at page 1', async () => {
    const page = await renderRoute('/CMonit/alertHistory?page=2', asCustomer);
    await screen.findByTestId('notification-560031');
    await fill(screen.getByLabelText('规则名称'), '带宽');
    await fill(screen.getByLabelText('域名'), 'www.xinghe-video.com');
    await fill(screen.getByLabelText('开始日期'), '2025-01-01');
    await fill(screen.getByLabelText('结束日期'), '2025-01-31');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ ruleName: '带宽', page: 1, start: '2025-01-01' }));
    await waitFor(() =>
      expect(lastBody(page)).toEqual({
        pageNum: 1,
        pageSize: 10,
        account: 'CDN1024',
        ruleName: '带宽',
        domain: 'www.xinghe-video.com',
        startTime: '2025-01-01 00:00:00',
        endTime: '2025-01-31 23:59:59',
      }),
    );
  });

  it('refuses a day after today and keeps what was typed', async () => {
    const page = await renderRoute('/CMonit/alertHistory', asCustomer);
    await screen.findByTestId('notification-560031');
    await fill(screen.getByLabelText('规则名称'), '带宽');
    await fill(screen.getByLabelText('结束日期'), '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('不能选择今天之后的日期');
    expect(screen.getByLabelText('规则名称')).toHaveValue('带宽');
    expect(page.sentTo('searchMonitoringNotifyHistory')).toHaveLength(1);
  });

  it('shows a failure with its message and tries again', async () => {
    let refuse = true;
    const page = await renderRoute('/CMonit/alertHistory', {
      ...asCustomer,
      api: { searchMonitoringNotifyHistory: () => (refuse ? 'queryFailed' : 'success') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('告警历史查询失败');
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('notification-560031')).toBeInTheDocument();
    expect(page.sentTo('searchMonitoringNotifyHistory').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the alarm records of the period in their tab, narrowed by the search', async () => {
    const page = await renderRoute('/CMonit/alertHistory?tab=alarms&domain=vod', asCustomer);
    expect(await screen.findByTestId('alarm-88177')).toHaveTextContent('已恢复');
    expect(screen.queryByTestId('alarm-88201')).not.toBeInTheDocument();
    expect(page.sentTo('listMonitoringAlarmRecords')[0]?.body).toMatchObject({ account: 'CDN1024' });
    expect(page.sentTo('searchMonitoringNotifyHistory')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: '通知记录' }));
    await waitFor(() => expect(page.search().tab).toBe('notifications'));
    expect(await screen.findByTestId('notification-559874')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderRoute('/CMonit/alertHistory?tab=alarms', { ...asCustomer, language: 'en' });
    expect(await screen.findByTestId('alarm-88201')).toHaveTextContent('Alarming');
    expect(screen.getByRole('tab', { name: 'Alarm records' })).toBeInTheDocument();
  });
});
