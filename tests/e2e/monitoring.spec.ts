// Cloud monitoring in a real browser against the mock: a user adds an alert contact, puts it in a contact
// group, creates an alert rule for that group and finds it in the rule list. Each change reloads the lists the
// contract names; the mock then answers the named examples that show the change. No request may be refused
// (422): the rule domain lookup's form payload and encrypted answer go through the real mock too.
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';

async function openMonitoring(page: Page, mock: MockControl, path: string, heading: string) {
  await page.goto(path);
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('adds a contact, puts it in a group, creates a rule for that group and finds it in the list', async ({
  page,
  mock,
}) => {
  await openMonitoring(page, mock, '/CMonit/alertContact', '告警联系人');
  await expect(page.getByTestId('contact-301')).toContainText('张伟');

  // 1. A new contact; the form checks the phone first.
  await page.getByRole('button', { name: '添加联系人' }).click();
  const contactForm = page.getByRole('dialog');
  await contactForm.getByLabel('联系人姓名').fill('赵敏');
  await contactForm.getByLabel('手机号码').fill('12345');
  await contactForm.getByLabel('邮箱').fill('zhaomin@xinghe-video.com');
  await contactForm.getByRole('button', { name: '保存' }).click();
  await expect(contactForm.getByText('请输入以 1 开头的 11 位手机号码')).toBeVisible();
  expect(mock.count('/monit/contacts/add')).toBe(0);
  await contactForm.getByLabel('手机号码').fill('13800001111');
  mock.prefer('/monit/contacts/list', 'newContact');
  await contactForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('成功').first()).toBeVisible();
  await expect(page.getByTestId('contact-312')).toContainText('赵敏');
  expect(mock.count('/monit/contacts/add')).toBe(1);
  await expect.poll(() => mock.count('/monit/group/list')).toBe(2);

  // 2. Into the business group.
  await page.getByTestId('group-47').getByRole('button', { name: '编辑', exact: true }).click();
  const groupForm = page.getByRole('dialog');
  await groupForm.getByText('赵敏').click();
  mock.prefer('/monit/contacts/list', 'newContactGrouped');
  mock.prefer('/monit/group/list', 'newContactGrouped');
  await groupForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('group-47')).toContainText('赵敏');
  await expect(page.getByTestId('contact-312')).toContainText('业务通知组');

  // 3. A rule that notifies the group.
  await page.getByRole('navigation', { name: '云监控' }).getByRole('link', { name: '告警规则' }).click();
  await expect(page.getByRole('heading', { name: '告警规则', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rule-1201')).toBeVisible();
  const rulesBefore = mock.count('/monit/rule/list');
  await page.getByRole('button', { name: '添加告警规则' }).click();
  const ruleForm = page.getByRole('dialog');
  await ruleForm.getByLabel('规则名称').fill('夜间带宽告警');
  await ruleForm.getByText('www.xinghe-video.com').click();
  await ruleForm.getByLabel('阈值').fill('5000');
  await ruleForm.getByText('业务通知组').click();
  mock.prefer('/monit/rule/list', 'newRule');
  await ruleForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const created = page.getByTestId('rule-1210');
  await expect(created).toContainText('夜间带宽告警');
  await expect(created).toContainText('业务通知组');
  await expect(created).toContainText('带宽 > 5 Gbps');
  expect(mock.count('/monit/rule/add')).toBe(1);
  expect(mock.count('/monit/rule/list')).toBe(rulesBefore + 1);
});

test('the alert history pages on the server, keeps its search over a reload and speaks English', async ({
  page,
  mock,
}) => {
  await openMonitoring(page, mock, '/CMonit/alertHistory', '告警历史');
  await expect(page.getByTestId('notification-560031')).toContainText('主站带宽超限');
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('规则名称').fill('带宽');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/ruleName=/);
  await expect(page).not.toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByLabel('规则名称')).toHaveValue('带宽');
  await page.getByRole('tab', { name: '告警记录' }).click();
  await expect(page.getByTestId('alarm-88201')).toContainText('告警中');

  await setLanguage(page, 'en');
  await expect(page.getByTestId('alarm-88201')).toContainText('Alarming');
});
