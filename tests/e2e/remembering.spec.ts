// Whole flows against the remembering mock: what a write changes is what the next read shows, and items move
// along their lifecycle. The shared mock of the other browser tests runs stateless (their named examples must
// not depend on what a parallel test wrote); these tests send the page's calls to a remembering mock of their
// own, one per worker, started again from the examples before each test.
import type { Page } from '@playwright/test';
import { startMock } from '../../scripts/mock/start.mjs';
import { runRowAction } from './row-actions';
import { apiRequests, expect, logIn, setLanguage, test, type MockControl } from './fixtures';

let remembering: Awaited<ReturnType<typeof startMock>>;

test.beforeAll(async () => {
  // Prism starts slowly on a busy machine (the servers of the suite start beside it).
  test.setTimeout(120_000);
  remembering = await startMock({ timeoutMs: 100_000 });
});
test.afterAll(async () => {
  await remembering?.stop();
});

/** The page's API calls go to the remembering mock (signed in as `user`); its state starts from the examples. */
async function routeToRememberingMock(page: Page, user: string) {
  await fetch(`${remembering.url}/api/__mock/reset`, { method: 'POST' });
  const examples: Record<string, string> = { '/api/newAutoLogin': 'noSession', '/api/newLogin': user };
  await page.route(apiRequests, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const headers = { ...route.request().headers() };
    if (examples[pathname]) headers.prefer = `example=${examples[pathname]}`;
    try {
      const response = await route.fetch({ url: `${remembering.url}${pathname}${search}`, headers });
      await route.fulfill({ response });
    } catch (error) {
      // The page reloaded, or the test ended, while this answer was on its way: nobody is waiting for it.
      if (!/disposed|Test ended/.test(String(error))) throw error;
    }
  });
}

const advanceClock = (seconds: number) =>
  fetch(`${remembering.url}/api/__mock/clock?advance=${seconds}`, { method: 'POST' });

async function open(
  page: Page,
  mock: MockControl,
  {
    path,
    heading,
    user = 'superadmin',
    language = 'zh',
  }: { path: string; heading: string; user?: string; language?: 'zh' | 'en' },
) {
  // A whole flow with several round trips to a mock of its own: more time than one screen's test.
  test.setTimeout(90_000);
  await routeToRememberingMock(page, user);
  await page.goto(path);
  if (language === 'en') await setLanguage(page, 'en');
  await logIn(page, mock, user, language);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('an added contact is in the list, and in the group it was put in', async ({ page, mock }) => {
  // The superadmin's own account (CDN0001) has no contacts or groups in the examples: all of it is added here.
  await open(page, mock, { path: '/CMonit/alertContact', heading: '告警联系人' });
  await page.getByRole('button', { name: '添加联系人' }).click();
  const contactForm = page.getByRole('dialog');
  await contactForm.getByLabel('联系人姓名').fill('赵敏');
  await contactForm.getByLabel('手机号码').fill('13800001111');
  await contactForm.getByLabel('邮箱').fill('zhaomin@xinghe-video.com');
  await contactForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const contact = page.locator('[data-testid^="contact-"]').filter({ hasText: '赵敏' });
  await expect(contact).toBeVisible();

  await page.getByRole('button', { name: '添加联系组' }).click();
  const groupForm = page.getByRole('dialog');
  await groupForm.getByLabel('联系组名称').fill('夜班值守组');
  await groupForm.getByText('赵敏').click();
  await groupForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const group = page.locator('[data-testid^="group-"]').filter({ hasText: '夜班值守组' });
  await expect(group).toContainText('赵敏');
  await expect(contact).toContainText('夜班值守组');
  await page.reload();
  await expect(group).toContainText('赵敏');
  await expect(contact).toContainText('夜班值守组');
});

test('an added domain is in the list, configuring, then configured', async ({ page, mock }) => {
  await open(page, mock, { path: '/cdn/domain', heading: 'Domains', language: 'en' });
  await page.getByRole('button', { name: 'Add domain' }).click();
  const dialog = page.getByRole('dialog');
  const next = () => dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: /Domain name/ }).fill('upload.xinghe-video.com');
  await dialog.getByRole('textbox', { name: /ICP number/ }).fill('沪ICP备18023456号-2');
  await next();
  await dialog.getByRole('textbox', { name: 'Origin 1 address' }).fill('101.132.45.18');
  await dialog.getByRole('textbox', { name: /Back host/ }).fill('upload.xinghe-video.com');
  await dialog.getByRole('textbox', { name: /Test URL/ }).fill('/healthz.txt');
  await next();
  await next();
  await next();
  await expect(dialog.getByTestId('domain-preview')).toContainText('101.132.45.18:80');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'upload.xinghe-video.com' });
  await expect(row).toContainText('Configuring');
  await advanceClock(30);
  await page.reload();
  await expect(row).toContainText('Configured');
  await expect(row).not.toContainText('Configuring');
});

test('a deleted certificate is deleting, then gone from the list', async ({ page, mock }) => {
  await open(page, mock, { path: '/page/certificateUpload', heading: '证书管理', user: 'customer' });
  const row = page.getByTestId('certificate-1001');
  await runRowAction(page, row, '删除');
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(row.getByRole('button', { name: '删除中' })).toBeVisible();
  await page.reload();
  await expect(row.getByRole('button', { name: '删除中' })).toBeVisible();
  await advanceClock(20);
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: '证书管理', level: 1 })).toBeVisible();
  await expect(page.getByTestId('certificate-1002')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an edited domain shows the difference in its history, and the rollback undoes it', async ({ page, mock }) => {
  await open(page, mock, { path: '/cdn/domain', heading: 'Domains', language: 'en' });
  const row = page.getByTestId('domain-50101');
  await row.getByRole('button', { name: 'Settings' }).click();
  const wizard = page.getByRole('dialog');
  const next = () => wizard.getByRole('button', { name: 'Next' }).click();
  await next();
  await wizard.getByRole('textbox', { name: /Back host/ }).fill('new-origin.xinghe-video.com');
  await next();
  await next();
  await next();
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('Configuring');
  await advanceClock(30);
  await page.reload();
  await expect(row).toContainText('Configured');

  const compare = async () => {
    await row.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Compare and roll back' }).first().click();
  };
  await compare();
  const settings = page.getByTestId('diff-settings');
  // In the form's own labels, not the API's field names.
  await expect(settings.getByLabel('In effect now')).toContainText('Back host: new-origin.xinghe-video.com');
  await expect(settings.getByLabel('After the rollback')).toContainText('Back host: origin.xinghe-video.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await advanceClock(30);
  await page.reload();
  await compare();
  await expect(page.getByRole('dialog')).toContainText('This version is identical to the configuration in effect');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Roll back' })).toHaveCount(0);
});

test('a purged address longer than its column stays on one line in the task list, whole in its tooltip', async ({
  page,
  mock,
}) => {
  await open(page, mock, { path: '/cdn/newurlPush', heading: 'URL 刷新', user: 'customer' });
  const url = `https://cdn.xinghe-video.com/vod/season-3/episode-12/${'segment-'.repeat(12)}index.m3u8?token=${'f3'.repeat(40)}`;
  await page.getByRole('textbox').fill(url);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('推送成功').first()).toBeVisible();
  await page.getByRole('link', { name: '刷新任务', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: '刷新任务', level: 1 })).toBeVisible();

  const cell = page.getByTitle(url);
  await expect(cell).toHaveText(url);
  const box = await cell.boundingBox();
  // At most 28rem wide, one line high, like every other row of the list.
  expect(box?.width).toBeLessThanOrEqual(28 * 16);
  const rows = page.getByRole('row');
  const [pushed, other] = await Promise.all([
    rows.filter({ has: cell }).boundingBox(),
    rows.filter({ hasText: 'https://' }).filter({ hasNot: cell }).first().boundingBox(),
  ]);
  expect(pushed?.height).toBeCloseTo(other?.height ?? 0, 0);
});
