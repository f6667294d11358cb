// Protected IP in a real browser: add an entry (a refusal first, which keeps what was typed), land on the
// list, and open an entry's dashboard with its curves, areas and alarm history; in both languages.
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';
import { rowAction, runRowAction } from './row-actions';

async function openEntries(page: Page, mock: MockControl) {
  await page.goto('/ipP/ipset');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('heading', { name: 'IP 防护' })).toBeVisible();
  await expect(page.getByTestId('entry-10231')).toContainText('已配置');
}

test('creates an entry after a refusal that keeps the input, then opens a dashboard', async ({ page, mock }) => {
  await openEntries(page, mock);
  await page.getByRole('button', { name: '添加 IP 防护' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('请填写端口或端口范围')).toBeVisible();
  await expect(dialog.getByText('源站 IP 不能为空')).toBeVisible();

  await dialog.getByLabel('源站 IP').fill('117.50.12.66');
  await dialog.getByLabel('CNAME 前缀').fill('bc-shop-api');
  await dialog.getByLabel('端口', { exact: true }).fill('8080, 8443');
  await dialog.getByLabel('端口范围起始').fill('30000');
  await dialog.getByLabel('端口范围结束').fill('30200');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('端口范围最多包含 100 个端口', { exact: true })).toBeVisible();
  expect(mock.count('/impapi/protection/network/manager/create')).toBe(0);

  await dialog.getByLabel('端口范围结束').fill('30020');
  mock.prefer('/impapi/protection/network/manager/create', 'sourceIpExists');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByTestId('form-refusal')).toHaveText('源站 IP 117.50.12.66 已存在防护配置');
  await expect(dialog.getByLabel('源站 IP')).toHaveValue('117.50.12.66');
  await expect(dialog.getByLabel('端口范围结束')).toHaveValue('30020');

  mock.prefer('/impapi/protection/network/manager/create', 'success');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('创建成功，等待确认')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/ipP\/ipset$/);
  expect(mock.count('/impapi/protection/network/manager/create')).toBe(2);

  await page.getByTestId('entry-10231').getByRole('button', { name: '仪表盘' }).click();
  await expect(page).toHaveURL(/\/ipP\/dashboards\?ids=/);
  await expect(page.getByRole('heading', { name: 'IP 仪表盘' })).toBeVisible();
  await expect(page.getByRole('img', { name: '带宽' })).toBeVisible();
  await expect(page.getByRole('img', { name: '各地区入方向流量' })).toBeVisible();
  await expect(page.getByTestId('alarm-88012')).toContainText('UDP Flood');
  expect(mock.count('/impapi/protection/network/statistic/data')).toBeGreaterThanOrEqual(1);

  await setLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'IP dashboards' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Egress traffic by area' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alarm history' })).toBeVisible();
});

test('offers the actions each status allows and disables after a confirmation', async ({ page, mock }) => {
  await openEntries(page, mock);
  const configuring = page.getByTestId('entry-10232');
  await expect(await rowAction(page, configuring, '编辑')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(await rowAction(page, page.getByTestId('entry-10251'), '启用')).toBeVisible();
  await page.keyboard.press('Escape');
  await runRowAction(page, page.getByTestId('entry-10231'), '禁用');
  await page.getByRole('alertdialog').getByRole('button', { name: '禁用' }).click();
  await expect(page.getByText('禁用成功，正在停用')).toBeVisible();
  expect(mock.count('/impapi/protection/network/manager/disable')).toBe(1);

  await setLanguage(page, 'en');
  await expect(page.getByTestId('entry-10232')).toContainText('Configuring');
  await page.getByRole('button', { name: 'Add IP protection' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Port range start').fill('3300');
  await dialog.getByLabel('Port range end').fill('3390');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The port range contains the forbidden port 3389')).toBeVisible();
});
