// The traffic screens in a real browser against the mock: service info (figures, the 95th percentile
// explained, a filter kept over a reload, English), lines, live domains and the usage ranking.
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';

async function open(page: Page, mock: MockControl, path: string) {
  await page.goto(path);
  await logIn(page, mock, 'superadmin');
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
}

test('service info: figures, the 95th percentile explained, a business type kept over a reload', async ({
  page,
  mock,
}) => {
  // The example's day whole: the mock otherwise draws today up to now, whose figures change by the hour.
  mock.prefer('/api/serviceinfo', 'success');
  await open(page, mock, '/cdn/newserviceinfo');
  await expect(page.getByTestId('stat-totalFlow')).toContainText('17.64 TB');
  await expect(page.getByTestId('stat-bandwidth95')).toContainText('2.95 Gbps');
  await expect(page.getByRole('img', { name: '带宽' })).toBeVisible();
  await expect(page.getByTestId('percentile-note')).toContainText('14');
  await expect(page.getByRole('table', { name: '每日峰值' })).toBeVisible();

  await page.getByRole('combobox', { name: '业务类型' }).selectOption('vod');
  await expect(page).toHaveURL(/type=vod/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '业务类型' })).toHaveValue('vod');
  await expect(page.getByTestId('stat-totalFlow')).toContainText('17.64 TB');
  expect(mock.count('/api/serviceinfo')).toBeGreaterThanOrEqual(2);

  await setLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Service info' })).toBeVisible();
  await expect(page.getByTestId('percentile-note')).toContainText('sets the 95th percentile');
});

test("service info says 'An unknown error' for a refusal without a message", async ({ page, mock }) => {
  mock.prefer('/api/serviceinfo', 'emptyMessage');
  await open(page, mock, '/cdn/newserviceinfo');
  await expect(page.getByRole('alert')).toContainText('未知错误');
});

test('lines: the default line charted, another line chosen, areas filtered', async ({ page, mock }) => {
  await open(page, mock, '/cdn/linesinfo');
  await expect(page.getByRole('img', { name: '线路带宽' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '线路' })).toHaveValue('BJ-CT-01');
  await page.getByRole('combobox', { name: '线路' }).selectOption('SH-CM-01');
  await expect(page).toHaveURL(/line=SH-CM-01/);
  await page.getByLabel('筛选区域').fill('成都');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/area=/);
  await expect(page.getByTestId(/^area-/)).toHaveCount(1);
  await expect(page.getByTestId('area-CD')).toBeVisible();
  expect(mock.count('/api/line/data')).toBeGreaterThanOrEqual(2);
});

test('live domains: every domain for the superadmin, a search kept in the URL', async ({ page, mock }) => {
  await open(page, mock, '/cdn/liveDomain');
  await expect(page.getByTestId(/^live-domain-/)).toHaveCount(6);
  await page.getByRole('textbox', { name: '域名' }).fill('xinghe');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/domain=xinghe/);
  await expect(page.getByTestId(/^live-domain-/)).toHaveCount(3);
  expect(mock.count('/api/liveDomain/query')).toBe(1);
});

test('usage ranking: bars beside a table sorted by usage, another sort kept over a reload', async ({ page, mock }) => {
  await open(page, mock, '/cdn/customRank');
  await expect(page.getByRole('img', { name: '客户用量' })).toBeVisible();
  const rows = page.getByTestId(/^rank-/);
  await expect(rows.first()).toContainText('CDN1024');
  const ratio = page.getByRole('table', { name: '客户用量' }).getByRole('button', { name: /^占比/ });
  // A figure sorts largest first on the first click, smallest first on the second.
  await ratio.click();
  await expect(page).toHaveURL(/sort=.*ratio/);
  await ratio.click();
  await expect(page).toHaveURL(/sort=.*false/);
  await page.reload();
  await expect(
    page.getByRole('table', { name: '客户用量' }).getByRole('columnheader', { name: /^占比/ }),
  ).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('CDN5120');
});
