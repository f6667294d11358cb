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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the certificates at risk under the charts load when scrolled near, not with the overview's first reads", async ({
    page,
    mock,
  }) => {
    const details = () => mock.count('/api/certificate/details/1002') + mock.count('/api/certificate/details/1003');
    await page.goto('/newlogin');
    // The first visit's card reads the certificates once its frame is drawn: counted before the reload.
    const firstRead = page.waitForResponse('**/api/certificate/all');
    await logIn(page, mock, 'superadmin');
    await expect(page.getByRole('heading', { name: '概览', level: 1 })).toBeVisible();
    await firstRead;
    const before = { all: mock.count('/api/certificate/all'), details: details() };
    // Opened cold, as from a bookmark: the screen draws its frame before its reads have answered (the overview's
    // answer is held until the frame is on screen, however fast or slow the machine), and the card must not
    // count as near while the skeleton stands in for the charts.
    let answerOverview = () => {};
    const overviewHeld = new Promise<void>((resolve) => (answerOverview = resolve));
    await page.route('**/api/overview', async (route) => {
      await overviewHeld;
      await route.fallback();
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: '概览', level: 1 })).toBeVisible();
    answerOverview();
    await expect(page.getByRole('img', { name: '流量' })).toBeAttached();
    const card = page.getByTestId('certificates-at-risk');
    await expect(card.getByText('加载中…')).toBeAttached();
    // Under 全部账号 the card reads every account's certificates.
    await expect.poll(() => mock.count('/api/certificate/all')).toBe(before.all + 1);
    await expect(card).not.toBeInViewport();
    expect(details()).toBe(before.details);

    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('listitem').first()).toBeVisible();
    // Each item reads its certificate's bound domains once it is drawn, so those reads may start after it shows.
    await expect.poll(details).toBeGreaterThan(before.details);
  });
});
