// The CDN overview in a real browser: the superadmin lands on it, the charts draw, a chosen range survives
// a reload, and the view follows the language and the colour mode.
import { expect, logIn, setLanguage, test, trafficFigure } from './fixtures';

test('the superadmin lands on the overview and a chosen range survives a reload', async ({ page, mock }) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page).toHaveURL(/\/cdn\/newoverview$/);
  await expect(page.getByTestId('stat-totalFlow')).toHaveText(trafficFigure);
  await expect(page.getByRole('img', { name: '带宽' })).toBeVisible();
  await expect(page.getByRole('img', { name: '流量' })).toBeVisible();

  await page.getByRole('button', { name: '近7天' }).click();
  await expect(page).toHaveURL(/range=last7Days/);
  await page.reload();
  await expect(page.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('stat-totalFlow')).toHaveText(trafficFigure);
  expect(mock.count('/api/overview')).toBeGreaterThanOrEqual(2);

  await setLanguage(page, 'en');
  await expect(page.getByTestId('stat-peakBandwidth')).toContainText('Peak bandwidth');
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
});

test('the dark mode choice is kept and applied before the first paint', async ({ page, mock }) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByTestId('stat-totalFlow')).toBeVisible();
  await page.getByRole('button', { name: /外观/ }).click();
  await page.getByRole('menuitemradio', { name: '深色' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('stat-totalFlow')).toBeVisible();
});
