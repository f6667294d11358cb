// A table's operations column stays in view on the right (DataTable): at a laptop's width it must not cover
// the columns before it while nothing has been scrolled. The alert rules at 1440 px hid their status under it.
import { expect, logIn, setLanguage, test } from './fixtures';

for (const language of ['zh', 'en'] as const) {
  test(`at 1440 px in ${language} the alert rules' status is not under the operations column`, async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/newlogin');
    if (language === 'en') await setLanguage(page, 'en');
    await logIn(page, mock, 'superadmin', language);
    await expect(page).toHaveURL((url) => url.pathname !== '/newlogin');
    await page.goto('/CMonit/alertRules');
    const table = page.getByRole('table', { name: language === 'en' ? 'Alert rules' : '告警规则' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const covered = await table.evaluate((element: HTMLTableElement) => {
      const headers = [...element.tHead!.rows[0]!.cells];
      const status = headers.findIndex((cell) => /^(Status|状态)$/.test(cell.textContent?.trim() ?? ''));
      const box = element.parentElement!;
      return [...element.tBodies[0]!.rows].flatMap((row) => {
        const cell = row.cells[status]!;
        const operations = row.querySelector<HTMLElement>('[data-operations]')!.getBoundingClientRect();
        const own = cell.getBoundingClientRect();
        // What the user sees at the status's middle is the status, not the operations drawn over it.
        const seen = document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2);
        return own.right > operations.left + 1 || !cell.contains(seen)
          ? [
              `${cell.textContent}: right ${own.right}, operations from ${operations.left}, box ${box.scrollWidth}/${box.clientWidth}`,
            ]
          : [];
      });
    });
    expect(covered).toEqual([]);
  });
}
