// The account centre and the host screens in a real browser against the mock: create a user with a
// permission set and see its landing page, change the password, add a sub-account, rename a host. The
// fixtures fail a test on any 422 of the mock, uncaught page error or unexpected console error.
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';

async function open(page: Page, mock: MockControl, path: string, heading: string, user = 'superadmin') {
  await page.goto(path);
  await logIn(page, mock, user);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test.describe('users', () => {
  test('creates a user with a permission set and previews its sections and landing page', async ({ page, mock }) => {
    await open(page, mock, '/page/user', '用户管理');
    await expect(page.getByTestId('user-10238')).toContainText('xinghe_finance');
    await page.getByRole('button', { name: '新增用户' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^用户名/).fill('xinghe_bill');
    await dialog.getByLabel(/^邮箱/).fill('bill@xinghe-video.com');
    await dialog.getByLabel(/^密码/).fill('Xh@2024bill');
    await dialog.getByLabel(/^确认密码/).fill('Xh@2024bill');
    const landing = dialog.getByTestId('preview-landing');
    await expect(landing).toContainText('/newwelcome');
    await dialog.getByLabel('账单: 只读').check();
    await expect(landing).toContainText('/page/bill');
    await dialog.getByLabel('云主机: 可操作').check();
    await expect(landing).toContainText('/cdn/overviewHost');
    await expect(dialog.getByTestId('preview-sections')).toContainText('CDN');
    await dialog.getByRole('button', { name: '创建' }).click();
    await expect(page.getByText('用户创建成功')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(mock.count('/shiro/self/create/zh')).toBe(1);
  });

  test('refuses a used name and keeps the input, in English too', async ({ page, mock }) => {
    await open(page, mock, '/page/user', '用户管理');
    await setLanguage(page, 'en');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Username/).fill('xinghe_dev');
    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Username is already used')).toBeVisible();
    await expect(dialog.getByText('The input is not valid password')).toBeVisible();
    await expect(dialog.getByLabel(/^Username/)).toHaveValue('xinghe_dev');
    expect(mock.count('/shiro/self/create/en')).toBe(0);
  });
});

test('changes the own password', async ({ page, mock }) => {
  await open(page, mock, '/page/usersetting', '个人设置');
  const form = page.getByRole('form', { name: '修改密码' });
  await form.getByLabel(/^当前密码/).fill('Xh@2024oldpass');
  await form.getByLabel(/^新密码/).fill('Xh@2024oldpass');
  await form.getByLabel(/^确认新密码/).fill('Xh@2024oldpass');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(form.getByText('新密码不能与当前密码相同')).toBeVisible();
  await form.getByLabel(/^新密码/).fill('Xh@2024newpass');
  await form.getByLabel(/^确认新密码/).fill('Xh@2024newpass');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect(mock.count('/shiro/self/safeupdatepassword')).toBe(1);
  expect(page.url()).not.toContain('Xh@2024newpass');
});

test('adds a sub-account', async ({ page, mock }) => {
  await open(page, mock, '/page/userAccount', '子账号', 'customer');
  await expect(page.getByTestId('group-CDN1024_01')).toBeVisible();
  await page.getByRole('button', { name: '新增子账号' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^标识/).fill('CDN1024-04');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(dialog.getByText('只能包含字母、数字和下划线')).toBeVisible();
  await dialog.getByLabel(/^标识/).fill('CDN1024_04');
  await dialog.getByLabel(/^公司名称/).fill('星河视频西南');
  await dialog.getByLabel(/^联系邮箱/).fill('xinan@xinghe-video.com');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('子账号添加成功')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(mock.count('/cloud/customer/portalAddDomainGroup')).toBe(1);
});

test('renames a host', async ({ page, mock }) => {
  await open(page, mock, '/cdn/cloudHostList', '云主机');
  await page.getByTestId('host-1002').getByRole('button', { name: '重命名' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^主机名称/).fill('xh-edge-gz-video-02');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('成功', { exact: true })).toBeVisible();
  await expect(page.getByTestId('host-1002')).toContainText('xh-edge-gz-video-02');
  expect(mock.count('/api/hostInfo/modify/hostName')).toBe(1);
});

test('shows the bills of a month range kept in the URL', async ({ page, mock }) => {
  await open(page, mock, '/page/bill?start=%222026-05%22&end=%222026-10%22', '账单');
  await expect(page.getByTestId('bill-month-2026-10')).toBeVisible();
  await expect(page.getByRole('img', { name: '按月账单' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('开始月份')).toHaveValue('2026-05');
});
