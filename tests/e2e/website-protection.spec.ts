import type { Page } from '@playwright/test';
import { runRowAction } from './row-actions';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';

async function openWebsites(page: Page, mock: MockControl) {
  await page.goto('/dcdn/website');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('heading', { name: '网站', exact: true })).toBeVisible();
}

test.describe('website protection', () => {
  test('creates a site, adds a rule, reorders the rules and returns to the list', async ({ page, mock }) => {
    await openWebsites(page, mock);
    await expect(page.getByTestId('website-3101')).toBeVisible();

    // A new site, with the cname the server made for it.
    await page.getByRole('button', { name: '添加网站' }).click();
    const form = page.getByRole('dialog');
    await expect(form.getByLabel('CNAME')).toHaveValue('t6y4h2js.dcdn.orange-cdn.com');
    await form.getByLabel(/^域名/).fill('shop.example.com');
    await form.getByLabel(/^源站地址 1/).fill('203.0.113.10');
    await form.getByLabel('备注').fill('备'.repeat(101));
    await form.getByRole('button', { name: '创建' }).click();
    await expect(form.getByText('备注最多 100 个字符')).toBeVisible();
    expect(mock.count('/impapi/protection/application/manager/create')).toBe(0);
    await form.getByLabel('备注').fill('新商城');
    await form.getByRole('button', { name: '创建' }).click();
    await expect(page.getByText('网站添加成功，请将域名 CNAME 解析到 t6y4h2js.dcdn.orange-cdn.com')).toBeVisible();
    await expect(page).toHaveURL(/\/dcdn\/website$/);
    expect(mock.count('/impapi/protection/application/manager/create')).toBe(1);

    // Its policies and rules: the WAF policy's rules in execution order.
    await page.getByTestId('website-3101').getByRole('button', { name: '策略与规则' }).click();
    await expect(page).toHaveURL(/\/dcdn\/websiteRules\?id=3101/);
    await page.getByTestId('policy-group-3').getByRole('button', { name: '默认 WAF 防护' }).click();
    await expect(page.getByText(/规则按所示顺序自上而下执行/)).toBeVisible();
    await expect(page.getByTestId(/^rule-\d+$/)).toHaveCount(7);

    // A rule, then back one step in history.
    await page.getByRole('button', { name: '添加规则' }).click();
    const ruleForm = page.getByRole('dialog');
    await ruleForm.getByLabel(/^规则名称/).fill('拦截扫描器');
    await ruleForm.getByLabel('字段').selectOption('URL');
    await ruleForm.getByLabel('值', { exact: true }).fill('/wp-admin');
    await ruleForm.getByRole('button', { name: '添加条件' }).click();
    await ruleForm.getByRole('button', { name: '创建' }).click();
    await expect(page.getByText('规则创建成功')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/form=/);
    expect(mock.count('/impapi/rule/create')).toBe(1);

    // Reorder by keyboard: shown before saving, then confirmed.
    await page.getByRole('button', { name: '上移 登录接口限速' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-bar')).toContainText('登录接口限速：第 2 位 → 第 1 位');
    expect(mock.count('/impapi/rule/priority')).toBe(0);
    await page.getByRole('button', { name: '保存顺序' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('登录接口限速 将在第 1 位执行（原第 2 位）');
    await confirm.getByRole('button', { name: '保存顺序' }).click();
    await expect(page.getByText('优先级调整成功')).toBeVisible();
    expect(mock.count('/impapi/rule/priority')).toBe(1);

    await page.getByRole('button', { name: '返回网站列表' }).click();
    await expect(page).toHaveURL(/\/dcdn\/website$/);
    await expect(page.getByTestId('website-3101')).toBeVisible();
  });

  test('asks before disabling a site and shows the refusal text from data', async ({ page, mock }) => {
    await openWebsites(page, mock);
    mock.prefer('/impapi/protection/application/manager/disable', 'configuring');
    await runRowAction(page, page.getByTestId('website-3101'), '禁用');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('网关将停止防护 www.xinghe-video.com');
    await confirm.getByRole('button', { name: '禁用' }).click();
    await expect(page.getByText('网站配置下发中，暂不能禁用')).toBeVisible();
  });

  test('shows the dashboard of the chosen site in English, with the side menu flag in the URL', async ({
    page,
    mock,
  }) => {
    await openWebsites(page, mock);
    await page.goto('/dcdn/dashboards');
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sites' }).getByText('api.xinghe-video.com').click();
    await expect(page).toHaveURL(/sites=/);
    await expect(page.getByRole('img', { name: 'Request count' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide sites' }).click();
    await expect(page).toHaveURL(/menu=false/);
  });
});
