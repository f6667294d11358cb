// The analysis screens against the mock: each opens with no refused request (422) and no page error; the
// online screen switches views and languages; the period and offline screens refuse to ask without a domain,
// then ask the offline calls once a domain is chosen, and the traffic toggle keeps the filters; log analysis
// opens on the first view the user holds.
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';

const DOMAINS = encodeURIComponent(JSON.stringify(['cdn.xinghe-video.com']));

async function open(page: Page, mock: MockControl, url: string, heading: string) {
  await page.goto(url);
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('analysis', () => {
  test('online analysis shows every view and follows the language', async ({ page, mock }) => {
    await open(page, mock, '/cdn/analysisOn', '在线分析');
    await expect(page.getByTestId('analysis-total')).toBeVisible();
    const views = page.getByRole('navigation', { name: '分析视图' });
    for (const view of ['URL 排行', '命中率', '状态码', '客户端', '来源', '独立 IP', '用户分布']) {
      await views.getByRole('link', { name: view }).click();
      await expect(page.getByRole('table').first()).toBeVisible();
    }
    expect(mock.count('/api/es/count/onLine')).toBeGreaterThanOrEqual(1);
    // The previous view's table stays until the new view's read answers: wait for the read, not for a table.
    await expect.poll(() => mock.count('/api/es/userDistribution/all/request/onLine')).toBe(1);
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Online analysis' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Analysis views' }).getByRole('link', { name: 'User distribution' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test("analysis by period says 'domains is required' until a domain is chosen", async ({ page, mock }) => {
    await open(page, mock, '/cdn/analysisOff', '时段分析');
    await expect(page.getByTestId('domains-required')).toBeVisible();
    expect(mock.count('/api/es/count/offLine')).toBe(0);
    await page.goto(`/cdn/analysisOff?view=urlTop&isp=telecom&domains=${DOMAINS}`);
    await expect(page.getByTestId('analysis-total')).toBeVisible();
    await page.getByRole('button', { name: '按流量' }).click();
    await expect(page).toHaveURL(/byType=flow/);
    await expect(page).toHaveURL(/isp=telecom/);
    await expect(page.getByRole('table', { name: 'URL 流量排行' })).toBeVisible();
    await expect.poll(() => mock.count('/api/es/urlTop/flow/offLine')).toBe(1);
  });

  test('offline analysis asks the /offline calls', async ({ page, mock }) => {
    await open(page, mock, `/cdn/newanalysisOff?domains=${DOMAINS}`, '离线分析');
    await expect(page.getByTestId('analysis-total')).toBeVisible();
    expect(mock.count('/offline/request')).toBe(1);
    await page.getByRole('navigation', { name: '分析视图' }).getByRole('link', { name: '用户分布' }).click();
    await expect(page.getByTestId('users-countCN')).toBeVisible();
  });

  test('log analysis opens on its first view and switches views', async ({ page, mock }) => {
    await open(page, mock, '/cdn/analysisLog', '日志分析');
    const views = page.getByRole('navigation', { name: '日志分析视图' });
    await expect(views.getByRole('link', { name: 'URL 排行' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('analysis-total')).toBeVisible();
    expect(mock.count('/api/es/urltop/get')).toBe(1);
    // Beside the bars, the URLs wrap in their column and the table fits its box: the counts and shares are in view.
    const urls = page.getByRole('table').first();
    await expect(urls).toBeVisible();
    const overflow = await urls.evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    await views.getByRole('link', { name: '命中率' }).click();
    await expect(page.getByTestId('hit-avg')).toBeVisible();
    await views.getByRole('link', { name: '状态码' }).click();
    await expect(page.getByRole('table', { name: '状态码占比' })).toBeVisible();
  });

  test('a failed answer shows the server message', async ({ page, mock }) => {
    mock.prefer('/api/es/count/onLine', 'queryTimeout');
    await open(page, mock, '/cdn/analysisOn', '在线分析');
    await expect(page.getByRole('alert')).toContainText('查询超时');
  });
});
