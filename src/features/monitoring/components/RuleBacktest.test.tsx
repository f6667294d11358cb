// The alert rule backtest in the rule form, through the alert rules route (the rules the remembering mock holds),
// against the contract's examples of the service-info traffic: a week whose evenings pass 8 Gbps ('week'), no
// traffic ('empty'), a refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import { storeUser, type LoginUserInfo } from '@/api/session';
import { toSeries } from '@/lib/series';
import { firings, toPeriods } from '../rules/backtest';
import { fill } from '@tests/fill';

/** Signs in as the mock's customer holding only these permissions (the harness is then given user: null). */
async function signInWith(permissionList: string[]) {
  await storeUser({ ...(exampleData('login', 'customer') as LoginUserInfo), permissionList });
}

type Options = NonNullable<Parameters<typeof renderRoute>[1]>;

// The customer, whose account holds the mock's alert rules (the superadmin's account holds none), allowed to edit
// them and to read the service-info traffic the backtest reads.
const customer = exampleData('login', 'customer') as LoginUserInfo;
const asRuleEditor = { permissions: ['portal:cloudMonit:operation:*', 'portal:serviceinfo:view:*'] };

async function editRule(id: number, options: Options) {
  const page = await renderRoute('/CMonit/alertRules', options);
  const row = within(await screen.findByTestId(`rule-${id}`));
  await userEvent.click(row.getByRole('button', { name: options.language === 'en' ? 'Edit' : '编辑' }));
  const form = within(await screen.findByRole('dialog'));
  return { page, form };
}

/** What the rules say about the 'week' example for 'bandwidth > limit, times periods of 5 min in a row'. */
function expectedAlerts(limit: number, times: number) {
  const { bandAndFlowList } = exampleData('getServiceInfoTraffic', 'week') as {
    bandAndFlowList: { timestamp: number; bandwidth: number; flow: number }[];
  };
  const periods = toPeriods(toSeries(bandAndFlowList, ['bandwidth']).bandwidth, 'bandwidth', 5);
  return firings(periods, { operator: 'gt', threshold: limit, periodMinutes: 5, times }).length;
}

describe('alert rule backtest', () => {
  it("reads the rule's domains over 7 days and counts the alerts; the count follows the threshold", async () => {
    const { page, form } = await editRule(1201, {
      ...asRuleEditor,
      language: 'en',
      api: { getServiceInfoTraffic: 'week' },
    });
    const backtest = within(form.getByTestId('rule-backtest'));
    // Rule 1201: bandwidth > 8 Gbps, 2 periods of 5 minutes in a row; the week's evenings pass it once a day.
    expect(expectedAlerts(8e9, 2)).toBe(7);
    expect(await backtest.findByText('Would have alerted 7 times in 7 days')).toBeInTheDocument();
    expect(backtest.getAllByRole('listitem')).toHaveLength(7);
    expect(backtest.getByRole('img', { name: 'Backtest of the alert rule' })).toBeInTheDocument();
    const [sent] = page.sentTo('getServiceInfoTraffic');
    expect(sent?.body).toMatchObject({
      domains: ['img.xinghe-video.com', 'www.xinghe-video.com'],
      accounts: [customer.account],
      grad: 'minute5',
    });

    await userEvent.clear(form.getByLabelText(/Threshold/));
    await fill(form.getByLabelText(/Threshold/), '99999');
    expect(await backtest.findByText('Would not have alerted in 7 days')).toBeInTheDocument();
    // The past does not change with the threshold: no second read.
    expect(page.sentTo('getServiceInfoTraffic')).toHaveLength(1);
    // No write goes out while the backtest works.
    expect(page.sentTo('updateMonitoringRule')).toHaveLength(0);
  });

  it('says the count is what keeps the rule from being tried, and that a 1-minute rule is tried on 5 minutes', async () => {
    const { form } = await editRule(1201, {
      ...asRuleEditor,
      language: 'en',
      api: { getServiceInfoTraffic: 'week' },
    });
    const backtest = within(form.getByTestId('rule-backtest'));
    expect(await backtest.findByText('Would have alerted 7 times in 7 days')).toBeInTheDocument();
    expect(backtest.queryByTestId('backtest-period-note')).not.toBeInTheDocument();

    await userEvent.clear(form.getByLabelText(/Periods in a row/));
    await fill(form.getByLabelText(/Periods in a row/), '0');
    expect(
      await backtest.findByText(
        'Enter the periods in a row as a whole number from 1 to 10 to see when the rule would have alerted.',
      ),
    ).toBeInTheDocument();
    expect(backtest.queryByText(/Enter a threshold/)).not.toBeInTheDocument();

    await userEvent.selectOptions(form.getByLabelText(/Statistics period/), '1');
    expect(await backtest.findByTestId('backtest-period-note')).toHaveTextContent(
      'The traffic is read in 5-minute points, so this 1-minute rule is tried on 5-minute periods.',
    );
  });

  it('says in Chinese how often, and plainly when the metric cannot be read', async () => {
    const { page, form } = await editRule(1201, { ...asRuleEditor, api: { getServiceInfoTraffic: 'week' } });
    const backtest = within(form.getByTestId('rule-backtest'));
    expect(await backtest.findByText('过去 7 天内会触发 7 次告警')).toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText(/指标/), 'requests');
    expect(await backtest.findByText(/门户无法读取域名的请求数/)).toBeInTheDocument();
    expect(backtest.queryByRole('img')).not.toBeInTheDocument();
    expect(page.sentTo('getServiceInfoTraffic')).toHaveLength(1);
  });

  it('says when the domains had no traffic', async () => {
    const { form } = await editRule(1201, { ...asRuleEditor, api: { getServiceInfoTraffic: 'empty' } });
    expect(await form.findByText('这些域名过去 7 天没有流量。')).toBeInTheDocument();
  });

  it('shows a failed read in its place and still saves the rule', async () => {
    const { page, form } = await editRule(1201, { ...asRuleEditor, api: { getServiceInfoTraffic: 'emptyMessage' } });
    const backtest = within(form.getByTestId('rule-backtest'));
    expect(await backtest.findByRole('alert')).toHaveTextContent('未知错误');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(page.sentTo('updateMonitoringRule')).toHaveLength(1));
  });

  it('asks for a domain before reading anything', async () => {
    const page = await renderRoute('/CMonit/alertRules', { user: 'superadmin' });
    await userEvent.click(await screen.findByRole('button', { name: '添加告警规则' }));
    const form = within(await screen.findByRole('dialog'));
    expect(await form.findByText('选择域名后，可查看此规则在过去 7 天的表现。')).toBeInTheDocument();
    expect(page.sentTo('getServiceInfoTraffic')).toHaveLength(0);
  });

  it('shows to a user holding only the monitoring rules and the service-info traffic', async () => {
    await signInWith(['portal:cloudMonit:operation:*', 'portal:serviceinfo:view:*']);
    const { form } = await editRule(1201, { user: null, api: { getServiceInfoTraffic: 'week' } });
    expect(await form.findByText('过去 7 天内会触发 7 次告警')).toBeInTheDocument();
  });

  it('is not shown to a user who may not read the service-info traffic', async () => {
    await signInWith(['portal:cloudMonit:operation:*']);
    const { page, form } = await editRule(1201, { user: null });
    expect(form.getByLabelText(/阈值/)).toBeInTheDocument();
    expect(form.queryByTestId('rule-backtest')).not.toBeInTheDocument();
    expect(page.sentTo('getServiceInfoTraffic')).toHaveLength(0);
  });
});
