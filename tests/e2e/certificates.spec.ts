import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';
import { rowAction, runRowAction } from './row-actions';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');

async function openCertificates(page: Page, mock: MockControl, user = 'superadmin', query = '') {
  await page.goto(`/page/certificateUpload${query}`);
  await logIn(page, mock, user);
  await expect(page.getByRole('heading', { name: '证书管理' })).toBeVisible();
}

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

test.describe('certificate list', () => {
  test('lists the account certificates with expiry warnings and no pagination for one page', async ({ page, mock }) => {
    await openCertificates(page, mock);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('img', { name: '证书已过期，请及时更新' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: '即将过期，请及时更新' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: '账号' })).toHaveCount(0);
  });

  test('keeps the search in the URL across a reload', async ({ page, mock }) => {
    await openCertificates(page, mock);
    await page.getByLabel('证书名称').fill('证书');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/name=%E8%AF%81%E4%B9%A6/);
    await expect.poll(() => mock.count('/api/certificate/search')).toBe(1);
    await page.reload();
    await expect(page.getByLabel('证书名称')).toHaveValue('证书');
    await expect(rows(page)).toHaveCount(9);
  });

  test('refuses a time range after today', async ({ page, mock }) => {
    await openCertificates(page, mock);
    await page.getByLabel('结束日期').fill('2999-01-01');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('alert')).toHaveText('不能选择今天之后的日期');
    expect(mock.count('/api/certificate/search')).toBe(0);
  });

  test('offers the scopes the permissions allow; all accounts shows the account column and pages', async ({
    page,
    mock,
  }) => {
    await openCertificates(page, mock);
    const scopes = page.getByRole('group', { name: '范围' }).getByRole('button');
    await expect(scopes).toHaveText(['当前账号', '子账号', '全部账号']);
    await scopes.filter({ hasText: '全部账号' }).click();
    await expect(page).toHaveURL(/scope=3/);
    await expect(page.getByRole('columnheader', { name: '账号' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    await page.getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(4);
  });

  test('a customer with the child permission sees the sub-account scope only; a sub-account sees none', async ({
    page,
    mock,
  }) => {
    await openCertificates(page, mock, 'customer');
    await expect(page.getByRole('group', { name: '范围' }).getByRole('button')).toHaveText(['当前账号', '子账号']);
    await page.goto('/page/certificateUpload?scope=3');
    await expect(page.getByRole('columnheader', { name: '账号' })).toHaveCount(0);
  });

  test('a read-only sub-account sees no upload, edit, bind or delete', async ({ page, mock }) => {
    await openCertificates(page, mock, 'subAccount');
    await expect(page.getByRole('group', { name: '范围' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '上传' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '编辑', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '详情' }).first()).toBeVisible();
  });
});

test.describe('upload', () => {
  test('shows the validation messages in Chinese and English and sends nothing', async ({ page, mock }) => {
    await openCertificates(page, mock);
    await page.getByRole('button', { name: '上传' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '上传' }).click();
    await expect(dialog.getByText('证书名称不能为空')).toBeVisible();
    await dialog.getByLabel('证书名称').fill('星河视频主站证书');
    await dialog.getByLabel('公钥（PEM 证书）').fill('not a certificate');
    await dialog.getByRole('button', { name: '上传' }).click();
    await expect(dialog.getByText('证书名称已存在')).toBeVisible();
    await expect(dialog.getByText(/这不是 PEM 格式的证书/)).toBeVisible();
    expect(mock.count('/api/certificate/add')).toBe(0);

    await setLanguage(page, 'en');
    await page.getByRole('button', { name: 'Upload' }).click();
    const english = page.getByRole('dialog');
    await english.getByLabel('Certificate name').fill('  ');
    await english.getByRole('button', { name: 'Upload' }).click();
    await expect(english.getByText('The certificate name cannot be empty')).toBeVisible();
    // An empty key is asked for, not called 'not PEM'.
    await expect(english.getByText('Paste the certificate (PEM)')).toBeVisible();
  });

  test('reads the pasted certificate, then shows the server refusal and keeps what was typed', async ({
    page,
    mock,
  }) => {
    await openCertificates(page, mock, 'customer');
    await page.getByRole('button', { name: '上传' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('证书名称').fill('新版主站证书');
    await dialog.getByLabel('公钥（PEM 证书）').fill(fixture('xinghe-video.cert.pem'));
    await expect(dialog.getByTestId('pem-preview')).toContainText('*.xinghe-video.com');
    await dialog.getByLabel('私钥').fill(fixture('xinghe-video.key.pem'));
    await dialog.getByText('共享给其他账号').click();
    await dialog.getByRole('button', { name: '上传' }).click();
    await expect(dialog.getByText('请至少选择一个账号')).toBeVisible();
    await dialog.getByText('星河视频华东 (CDN1024_01)').click();
    mock.prefer('/api/certificate/add', 'invalidCertificate');
    await dialog.getByRole('button', { name: '上传' }).click();
    await expect(dialog.getByTestId('form-refusal')).toHaveText('证书格式错误');
    await expect(dialog.getByLabel('证书名称')).toHaveValue('新版主站证书');
    expect(mock.count('/api/certificate/add')).toBe(1);

    mock.prefer('/api/certificate/add', 'success');
    await dialog.getByRole('button', { name: '上传' }).click();
    await expect(page.getByText('上传成功')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('edit and download', () => {
  test('edits a certificate: keys read-only, another name refused, the unchanged name saved', async ({
    page,
    mock,
  }) => {
    await openCertificates(page, mock, 'customer');
    await runRowAction(page, page.getByTestId('certificate-1004'), '编辑');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('证书名称')).toHaveValue('开放接口证书');
    await expect(dialog.getByLabel('公钥（PEM 证书）')).toHaveAttribute('readonly');
    // Both keys come from the certificate's details, read-only (002 §2.2, §3.1).
    await expect(dialog.getByLabel('私钥')).toHaveAttribute('readonly');
    await dialog.getByLabel('证书名称').fill('星河视频主站证书');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('证书名称已存在')).toBeVisible();
    await dialog.getByLabel('证书名称').fill('开放接口证书');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    expect(mock.count('/api/certificate/update')).toBe(1);
  });

  test('downloads the certificate file under its name', async ({ page, mock }) => {
    await openCertificates(page, mock, 'customer');
    const download = page.waitForEvent('download');
    await page.getByTestId('certificate-1001').getByRole('button', { name: '下载', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('xinghe-video.com.pem');
  });
});

test.describe('delete, bind, details', () => {
  test('delete → deleting → the polled result offers clear', async ({ page, mock }) => {
    await openCertificates(page, mock, 'customer');
    const row = page.getByTestId('certificate-1001');
    await runRowAction(page, row, '删除');
    await expect(page.getByRole('alertdialog')).toContainText('删除后将无法恢复');
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(row.getByRole('button', { name: '删除中' })).toBeVisible();
    await row.getByRole('button', { name: '删除中' }).click();
    await expect(page.getByTestId('deleting-log').filter({ visible: true })).toContainText('正在从移动节点移除证书');
    mock.prefer('/api/certificate/deling/1001', 'done');
    await expect(row.getByRole('button', { name: '删除中' })).toHaveCount(0, { timeout: 15_000 });
    await expect(await rowAction(page, row, '清除')).toBeVisible();
  });

  test('binds domains through the transfer list', async ({ page, mock }) => {
    await openCertificates(page, mock, 'customer');
    await runRowAction(page, page.getByTestId('certificate-1001'), '绑定域名');
    const dialog = page.getByRole('dialog');
    const unbound = dialog.getByTestId('unbound-pane');
    await expect(unbound.getByRole('checkbox').first()).toBeVisible();
    const first = (await unbound.getByRole('checkbox').first().locator('..').innerText()).trim();
    await unbound.getByText(first).click();
    await dialog.getByRole('button', { name: '绑定所选域名' }).click();
    await expect(dialog.getByTestId('bound-pane')).toContainText(first);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('绑定成功')).toBeVisible();
  });

  test('opens the details from page 2 of all accounts and goes back to the same page', async ({ page, mock }) => {
    await openCertificates(page, mock, 'superadmin', '?scope=3&page=2');
    await rows(page).first().getByRole('button', { name: '详情' }).click();
    await expect(page).toHaveURL(/\/page\/certificateDetails\?/);
    await expect(page.getByText('序列号')).toBeVisible();
    await expect(page.getByTestId('dns-names')).not.toBeEmpty();
    await page.getByRole('link', { name: '返回列表' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/scope=3/);
    await expect(rows(page)).toHaveCount(4);
  });

  test('HTTP 401 on the list sends the user to login with the timeout message', async ({ page, mock }) => {
    mock.allowConsoleError(/status of 401/);
    await page.goto('/newlogin');
    // As the customer: the superadmin's overview reads the certificates (its certificates at risk) and would
    // meet the 401 before the click.
    await logIn(page, mock, 'customer');
    await page.route('**/api/certificate/account*', (route) => route.fulfill({ status: 401, body: '' }));
    await page.getByRole('link', { name: '个人中心' }).click();
    await expect(page.getByText('登录已超时，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/newlogin\?redirect=/);
  });

  test("body code '403' on the list ends the session", async ({ page, mock }) => {
    await page.goto('/newlogin');
    // The customer lands on the domain list; the superadmin's overview would read the certificates first (its
    // certificates at risk) and meet the 403 there.
    await logIn(page, mock, 'customer');
    await page.route('**/api/certificate/account*', (route) =>
      route.fulfill({ json: { code: '403', msg: '会话已失效', data: null } }),
    );
    await page.getByRole('link', { name: '个人中心' }).click();
    await expect(page.getByText('会话已失效')).toBeVisible();
    await expect(page).toHaveURL(/\/newlogin/);
    expect(await page.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
  });
});

test('a failed list shows its error with a retry that recovers', async ({ page, mock }) => {
  let fail = true;
  await page.route('**/api/certificate/account*', (route) =>
    fail ? route.fulfill({ json: { code: '500', msg: '系统繁忙，请稍后再试', data: null } }) : route.fallback(),
  );
  await page.goto('/page/certificateUpload');
  await logIn(page, mock, 'customer');
  // The certificates at risk read the same answer as the list: both say so, and one retry serves both.
  await expect(page.getByRole('alert').first()).toContainText('系统繁忙，请稍后再试');
  fail = false;
  await page.getByRole('button', { name: '重试' }).last().click();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
