// The alert rules screen through its route, against the contract's examples. Every change must reload the
// rule list (the contract's x-invalidates): the tests count the list requests.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { removeToasts } from '@/components/ui/toaster';
import { fill } from '@tests/fill';

// A customer operating cloud monitoring (the harness's default customer only views it).
const asCustomer = { permissions: ['portal:cloudMonit:operation:*'] };

afterEach(() => removeToasts());

const ACCOUNT = 'CDN1024';

async function openRules(options: Parameters<typeof renderRoute>[1] = {}, url = '/CMonit/alertRules') {
  const page = await renderRoute(url, { ...asCustomer, ...options });
  await screen.findByTestId('rule-1201');
  return page;
}

const row = (id: number) => within(screen.getByTestId(`rule-${id}`));

// Generous time: these tests type whole forms, and the machines are shared.
describe('alert rules page', () => {
  it('lists the rules of the session account with their condition and state', async () => {
    const page = await openRules();
    expect(page.sentTo('listMonitoringRules').map((r) => r.body)).toEqual([{ account: ACCOUNT }]);
    expect(screen.getByTestId('rule-1201')).toHaveTextContent('带宽 > 8 Gbps，连续 2 个周期（每周期 5 分钟）');
    expect(screen.getByTestId('rule-1201')).toHaveTextContent('运维值班组');
    expect(screen.getByTestId('rule-1201')).toHaveTextContent('短信, 邮箱');
    expect(screen.getByTestId('rule-1205')).toHaveTextContent('命中率 < 85%');
    expect(row(1205).getByText('已禁用')).toBeInTheDocument();
    expect(row(1205).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(row(1201).getByRole('button', { name: '禁用' })).toBeInTheDocument();
  });

  it('searches by name on the server, through the URL', async () => {
    const page = await openRules();
    await fill(screen.getByLabelText('规则名称'), '带宽');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search().name).toBe('带宽'));
    await waitFor(() => expect(page.sentTo('listMonitoringRules')).toHaveLength(2));
    expect(page.sentTo('listMonitoringRules')[1]?.body).toEqual({ account: ACCOUNT, name: '带宽' });
  });

  it('checks the form, shows loading…… until the answer, then says 成功 and reloads the list', async () => {
    let answer = () => {};
    const page = await openRules({ hold: { addMonitoringRule: new Promise<void>((resolve) => (answer = resolve)) } });
    await userEvent.click(screen.getByRole('button', { name: '添加告警规则' }));
    const form = within(await screen.findByRole('dialog'));
    expect(await form.findByText('live.xinghe-video.com')).toBeInTheDocument();
    expect(page.sentTo('lookupMonitoringRuleDomains')[0]?.body).toEqual({ account: ACCOUNT });
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入规则名称')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个域名')).toBeInTheDocument();
    expect(form.getByText('请输入阈值')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个联系组')).toBeInTheDocument();

    await fill(form.getByLabelText(/规则名称/), '直播带宽');
    await userEvent.click(form.getByText('live.xinghe-video.com'));
    await fill(form.getByLabelText(/阈值/), '500');
    await userEvent.selectOptions(form.getByLabelText(/统计周期/), '10');
    await userEvent.clear(form.getByLabelText(/连续周期数/));
    await fill(form.getByLabelText(/连续周期数/), '3');
    await userEvent.click(form.getByText('业务通知组'));
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('加载中……')).toBeInTheDocument();
    // The request is out; its answer is held until released.
    expect(screen.queryByText('成功')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('成功')).toBeInTheDocument();
    expect(page.sentTo('addMonitoringRule')[0]?.body).toEqual({
      account: ACCOUNT,
      name: '直播带宽',
      domains: ['live.xinghe-video.com'],
      metric: 'bandwidth',
      operator: 'gt',
      threshold: 500_000_000,
      period: 10,
      times: 3,
      groupIds: [47],
      channels: ['sms', 'email'],
      enabled: true,
    });
    await waitFor(() => expect(page.sentTo('listMonitoringRules')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('加载中……')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const page = await openRules({ api: { updateMonitoringRule: 'thresholdInvalid' } });
    await userEvent.click(row(1201).getByRole('button', { name: '编辑' }));
    const form = within(await screen.findByRole('dialog'));
    expect(page.sentTo('getMonitoringRuleDetail')[0]?.body).toEqual({ uuid: '6f1c2b7e-3a4d-4e8f-9b21-0c5d7a9e1f01' });
    expect(form.getByLabelText(/阈值/)).toHaveValue('8000');
    await userEvent.clear(form.getByLabelText(/阈值/));
    await fill(form.getByLabelText(/阈值/), '9000');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByTestId('form-refusal')).toHaveTextContent('阈值超出范围');
    expect(form.getByLabelText(/阈值/)).toHaveValue('9000');
    expect(page.sentTo('updateMonitoringRule')[0]?.body).toMatchObject({
      id: 1201,
      uuid: '6f1c2b7e-3a4d-4e8f-9b21-0c5d7a9e1f01',
      threshold: 9_000_000_000,
      groupIds: [41],
    });
    expect(page.sentTo('listMonitoringRules')).toHaveLength(1);
  });

  it('asks before a filled form is closed by Cancel or Escape, and closes an untouched one at once', async () => {
    await openRules();
    await userEvent.click(row(1201).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog);
    await waitFor(() => expect(form.getByLabelText(/阈值/)).toHaveValue('8000'));
    // Untouched: Cancel closes.
    await userEvent.click(form.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(row(1201).getByRole('button', { name: '编辑' }));
    const again = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(again.getByLabelText(/阈值/)).toHaveValue('8000'));
    await userEvent.clear(again.getByLabelText(/阈值/));
    await fill(again.getByLabelText(/阈值/), '9000');
    for (const leave of [
      () => userEvent.click(again.getByRole('button', { name: '取消' })),
      () => userEvent.keyboard('{Escape}'),
    ]) {
      await leave();
      const ask = within(await screen.findByRole('alertdialog', { name: '确定不保存并离开？' }));
      expect(ask.getByText('填写的内容将会丢失。')).toBeInTheDocument();
      await userEvent.click(ask.getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(again.getByLabelText(/阈值/)).toHaveValue('9000');
    }
    await userEvent.click(again.getByRole('button', { name: '取消' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables with the uuid in the query, enables with it in the body, and reloads the list each time', async () => {
    const page = await openRules();
    await userEvent.click(row(1201).getByRole('button', { name: '禁用' }));
    await waitFor(() => expect(page.sentTo('listMonitoringRules')).toHaveLength(2));
    expect(page.sentTo('disableMonitoringRule')[0]?.url.searchParams.get('uuid')).toBe(
      '6f1c2b7e-3a4d-4e8f-9b21-0c5d7a9e1f01',
    );
    await userEvent.click(row(1205).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(page.sentTo('listMonitoringRules')).toHaveLength(3));
    expect(page.sentTo('enableMonitoringRule')[0]?.body).toEqual({ uuid: 'c3f7a1e9-5d28-4b06-a7c3-9e1d4f2b8a05' });
  });

  it('deletes after confirmation and reloads the list; a refusal shows its message', async () => {
    let refuse = true;
    const page = await openRules({ api: { deleteMonitoringRule: () => (refuse ? 'notFound' : 'success') } });
    await userEvent.click(row(1205).getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' });
    await userEvent.click(confirm);
    expect(await screen.findByText('告警规则不存在')).toBeInTheDocument();
    expect(page.sentTo('listMonitoringRules')).toHaveLength(1);
    refuse = false;
    await userEvent.click(confirm);
    await waitFor(() => expect(page.sentTo('listMonitoringRules')).toHaveLength(2));
    expect(page.sentTo('deleteMonitoringRule').map((r) => r.url.pathname)).toEqual([
      '/monit/rule/delete/1205',
      '/monit/rule/delete/1205',
    ]);
  });

  it("says 'An unknown error' when the domain lookup is refused without a message", async () => {
    await openRules({ api: { lookupMonitoringRuleDomains: 'emptyMessage' } });
    await userEvent.click(screen.getByRole('button', { name: '添加告警规则' }));
    const form = within(await screen.findByRole('dialog'));
    expect(await form.findByRole('alert')).toHaveTextContent('未知错误');
  });

  it('speaks English', async () => {
    await openRules({ language: 'en' });
    expect(screen.getByTestId('rule-1202')).toHaveTextContent('5xx ratio > 2%, 3 times in a row (5 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Add alert rule' }));
    const form = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(form.getByLabelText(/Metric/), 'hitRatio');
    await fill(form.getByLabelText(/Threshold/), '120');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A percentage cannot be more than 100')).toBeInTheDocument();
    expect(form.getByText('Choose at least one domain')).toBeInTheDocument();
  });
});
