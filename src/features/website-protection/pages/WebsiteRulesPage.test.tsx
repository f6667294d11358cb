// A website's policies and rules through the route: the three policy groups, the rules in execution order,
// reordering by keyboard (shown before saving, undoable, confirmed), enable/disable confirmed, a policy deleted
// after a question, and the rule form going back one step in history after a save.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

// A customer operating website protection (the harness's default customer does not hold it).
const asCustomer = { permissions: ['portal:imperva:operation:*'] };

const ruleOrder = () => screen.getAllByTestId(/^rule-\d+$/).map((row) => row.dataset.testid);

describe('policies and rules page', () => {
  it('groups the policies by type: access control list, allow list, web application firewall', async () => {
    await renderRoute('/dcdn/websiteRules?id=3101', asCustomer);
    const groups = ['1', '2', '3'].map((type) => screen.getByTestId(`policy-group-${type}`));
    expect(within(groups[0]!).getByRole('heading')).toHaveTextContent('访问控制列表 (2)');
    expect(
      within(groups[0]!)
        .getAllByTestId(/^policy-\d+$/)
        .map((p) => p.dataset.testid),
    ).toEqual(['policy-7001', 'policy-7002']);
    expect(within(groups[1]!).getByRole('heading')).toHaveTextContent('白名单 (1)');
    expect(
      within(groups[2]!)
        .getAllByTestId(/^policy-\d+$/)
        .map((p) => p.dataset.testid),
    ).toEqual(['policy-7004', 'policy-7005']);
  });

  it('shows the rules in execution order and says that the order is the order of execution', async () => {
    await renderRoute('/dcdn/websiteRules?id=3101&policy=7004', asCustomer);
    await screen.findByTestId('rule-9101');
    expect(ruleOrder()).toEqual([
      'rule-9101',
      'rule-9102',
      'rule-9103',
      'rule-9104',
      'rule-9105',
      'rule-9106',
      'rule-9107',
    ]);
    expect(screen.getByText(/规则按所示顺序自上而下执行/)).toBeInTheDocument();
    expect(screen.getByTestId('rule-9106')).toHaveTextContent('请求改写');
    expect(screen.getByTestId('rule-9107')).toHaveTextContent('覆盖');
  });

  it('says what each rule does by label and unit; a disabled rule mutes its description, not its controls', async () => {
    await renderRoute('/dcdn/websiteRules?id=3101&policy=7004', { user: 'superadmin', language: 'en' });
    expect(await screen.findByTestId('rule-9101')).toHaveTextContent('Block the request');
    expect(screen.getByTestId('rule-9102')).toHaveTextContent('At most 30 requests every 60 seconds');
    expect(screen.getByTestId('rule-9107')).toHaveTextContent('Override the setting cacheTtl with “0”');
    expect(screen.getByTestId('rule-9102')).not.toHaveTextContent('60 · 30');
    const disabled = screen.getByTestId('rule-9107');
    expect(screen.getByTestId('rule-9107-body')).toHaveStyle({ color: 'var(--chakra-colors-fg-muted)' });
    expect(screen.getByTestId('rule-9101-body')).not.toHaveStyle({ color: 'var(--chakra-colors-fg-muted)' });
    expect(disabled).toHaveStyle({ borderStyle: 'dashed' });
    expect(within(disabled).getByRole('button', { name: 'Enable' })).toBeEnabled();
  });

  it('moves a rule by keyboard, shows the new order, undoes, then saves it after confirmation', async () => {
    const page = await renderRoute('/dcdn/websiteRules?id=3101&policy=7004', asCustomer);
    await screen.findByTestId('rule-9102');
    screen.getByRole('button', { name: '上移 登录接口限速' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(ruleOrder().slice(0, 2)).toEqual(['rule-9102', 'rule-9101']);
    const bar = screen.getByTestId('order-bar');
    expect(bar).toHaveTextContent('登录接口限速：第 2 位 → 第 1 位');
    expect(page.sentTo('updateWebsiteRulePriority')).toHaveLength(0);
    await userEvent.click(within(bar).getByRole('button', { name: '撤销' }));
    expect(ruleOrder().slice(0, 2)).toEqual(['rule-9101', 'rule-9102']);
    expect(screen.queryByTestId('order-bar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '下移 添加安全响应头' }));
    await userEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('添加安全响应头 将在第 6 位执行（原第 5 位）');
    await userEvent.click(within(confirm).getByRole('button', { name: '保存顺序' }));
    await waitFor(() => expect(page.sentTo('updateWebsiteRulePriority')).toHaveLength(1));
    expect(page.sentTo('updateWebsiteRulePriority')[0]?.body).toEqual({
      policyId: 7004,
      priorities: [9101, 9102, 9103, 9104, 9106, 9105, 9107].map((id, index) => ({ id, priority: index + 1 })),
    });
    expect(await screen.findByText('优先级调整成功')).toBeInTheDocument();
  });

  it('keeps the proposal and shows the refusal when the order is refused', async () => {
    await renderRoute('/dcdn/websiteRules?id=3101&policy=7004', {
      ...asCustomer,
      api: { updateWebsiteRulePriority: 'priorityConflict' },
    });
    await screen.findByTestId('rule-9102');
    await userEvent.click(screen.getByRole('button', { name: '上移 登录接口限速' }));
    await userEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '保存顺序' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('规则优先级不能重复');
    expect(ruleOrder().slice(0, 2)).toEqual(['rule-9102', 'rule-9101']);
  });

  it('enables a disabled rule only after confirming what it changes', async () => {
    const page = await renderRoute('/dcdn/websiteRules?id=3101&policy=7004', asCustomer);
    const row = await screen.findByTestId('rule-9104');
    await userEvent.click(within(row).getByRole('button', { name: '启用' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('匹配 URL startsWith "/static/" 的请求将执行此规则的动作，执行顺序为第 4 位。');
    await userEvent.click(within(confirm).getByRole('button', { name: '启用' }));
    await waitFor(() =>
      expect(page.sentTo('updateWebsiteRule')[0]?.body).toMatchObject({ id: 9104, enabled: true, priority: 4 }),
    );
    expect(await screen.findByText('规则修改成功')).toBeInTheDocument();
  });

  it('deletes a policy only after a question naming it and the rules that go with it', async () => {
    const page = await renderRoute('/dcdn/websiteRules?id=3101', { user: 'superadmin', language: 'en' });
    await userEvent.click(within(screen.getByTestId('policy-7001')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete 屏蔽恶意 IP 段?');
    expect(confirm).toHaveTextContent('The policy and its 3 rules stop applying at once and cannot be retrieved.');
    expect(page.sentTo('deleteWebsitePolicy')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page.sentTo('deleteWebsitePolicy')[0]?.body).toEqual({ id: 7001 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('adds a rule with the fields its action needs and goes back one step in history', async () => {
    const page = await renderRoute('/dcdn/websiteRules?id=3101&policy=7004', asCustomer);
    await screen.findByTestId('rule-9101');
    await userEvent.click(screen.getByRole('button', { name: '添加规则' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(page.search().form).toBe('rule-new'));
    await fill(within(dialog).getByLabelText(/^规则名称/), '封禁 curl');
    await userEvent.selectOptions(within(dialog).getByLabelText('字段'), 'ClientId');
    await userEvent.selectOptions(within(dialog).getByLabelText('客户端应用'), '68');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加条件' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('动作'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('必填')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/^重定向到 URL/), 'www.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('格式错误，必须以 http:// 或 https:// 开头')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^重定向到 URL/));
    await fill(within(dialog).getByLabelText(/^重定向到 URL/), 'https://www.example.com/');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(page.sentTo('createWebsiteRule')).toHaveLength(1));
    expect(page.sentTo('createWebsiteRule')[0]?.body).toEqual({
      policyId: 7004,
      name: '封禁 curl',
      actionType: 1,
      filter: 'ClientId == "68"',
      enabled: true,
      priority: 8,
      actionConfig: { redirectUrl: 'https://www.example.com/', statusCode: 301 },
    });
    await waitFor(() => expect(page.search().form).toBeUndefined());
    expect(page.search()).toMatchObject({ id: 3101, policy: 7004 });
  });
});
