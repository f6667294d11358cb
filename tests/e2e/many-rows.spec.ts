// A lot of data through the mock, in a real browser: 10,000 domains and 10,000 purge tasks answered at once
// (the contract's opt-in examples) stay a list the user can scroll to its end, and a week of two accounts in
// one-minute points draws both charts. How fast is the benchmark's business (npm run bench -- data).
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/**
 * Moves the table's own scroll box a number of screens down, or to its end, and tells where it is a few frames
 * later: in screens from the top, and in pixels before its end.
 */
async function scrollBox(table: Locator, to: number | 'end') {
  return table.evaluate(async (element, to) => {
    const box = element.parentElement!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    box.scrollTop = to === 'end' ? box.scrollHeight : to * box.clientHeight;
    for (let i = 0; i < 5; i += 1) await frame();
    return {
      screens: box.scrollTop / box.clientHeight,
      beforeEnd: box.scrollHeight - box.clientHeight - box.scrollTop,
    };
  }, to);
}

/**
 * A list scrolled down, then to its end, stays at its end with its last row in view, for those who asked their
 * system for less motion as for everyone else: the window's spacer above the rows grows at once in both, so
 * the browser never finds the box shorter than where it was scrolled to and moves it back.
 */
async function scrollsToItsEnd(page: Page, table: Locator, lastRow: Locator) {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    expect((await scrollBox(table, 5)).screens).toBe(5);
    expect((await scrollBox(table, 'end')).beforeEnd).toBeLessThan(1);
    await expect(lastRow).toBeInViewport();
  }
}

/**
 * How a row's badge and first operation button are drawn: plain elements the table body styles as Chakra's
 * Badge and Button (src/components/table/cell-part-styles.tsx), so a row scrolled into view must have them too.
 */
const rowPartLooks = (row: Locator) =>
  row.evaluate((element) => {
    const look = (part: Element | null) => {
      const style = part ? getComputedStyle(part) : undefined;
      return (
        style && {
          display: style.display,
          height: style.height,
          weight: style.fontWeight,
          background: style.backgroundColor,
          color: style.color,
        }
      );
    };
    return {
      row: getComputedStyle(element).color,
      badge: look(element.querySelector('[data-cell-badge]')),
      button: look(element.querySelector('[data-row-actions] > button')),
    };
  });

async function signIn(page: Page, mock: Parameters<typeof logIn>[1]) {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page).toHaveURL(/\/cdn\/newoverview/);
}

test('10,000 domains in one answer: a window of rows, scrolled to the last', async ({ page, mock }) => {
  mock.prefer('/api/domain/search', 'tenThousandDomains');
  await signIn(page, mock);
  await page.goto('/cdn/domain');
  await expect(page).toHaveURL(/\/cdn\/domain$/);
  await expect(page.getByRole('heading', { level: 1, name: '域名管理' })).toBeVisible();
  const table = page.getByRole('table', { name: '域名管理' });
  await expect(page.getByTestId('domain-60001')).toContainText('site1.xinghe-video.com');
  await expect(page.getByText('共 10000 条')).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeLessThan(100);
  // A screen down stays a screen down: the browser does not move the box back as the window's rows change.
  expect((await scrollBox(table, 5)).screens).toBe(5);
  // The header stays above the rows scrolled under it, its first and last cells too (the sticky columns').
  const headersOnTop = await table.locator('thead th').evaluateAll((cells) =>
    [cells[0], cells.at(-1)].map((cell) => {
      const box = cell!.getBoundingClientRect();
      return cell!.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  );
  expect(headersOnTop).toEqual([true, true]);
  await scrollsToItsEnd(page, table, page.getByTestId('domain-70000'));
  await expect(page.getByTestId('domain-60001')).toHaveCount(0);
  const looks = await rowPartLooks(page.getByTestId('domain-70000'));
  expect(looks.badge).toMatchObject({ display: 'inline-flex' });
  expect(looks.badge?.background).not.toBe('rgba(0, 0, 0, 0)');
  // Button size="xs" variant="plain": 32 px high, medium weight, no background, its palette's colour.
  expect(looks.button).toMatchObject({ height: '32px', weight: '500', background: 'rgba(0, 0, 0, 0)' });
  expect(looks.button?.color).not.toBe(looks.row);
  expect(await table.locator('tbody tr').count()).toBeLessThan(100);
});

test('10,000 purge tasks in one answer: a window of rows, scrolled to the last', async ({ page, mock }) => {
  mock.prefer('/api/refresh/query', 'tenThousandTasks');
  await signIn(page, mock);
  await page.goto('/cdn/newsearchTask');
  await expect(page).toHaveURL(/\/cdn\/newsearchTask$/);
  await expect(page.getByRole('heading', { level: 1, name: '刷新任务' })).toBeVisible();
  const table = page.getByRole('table', { name: '刷新任务' });
  await expect(page.getByTestId('task-rf0000000001')).toContainText('app.1.js');
  await scrollsToItsEnd(page, table, page.getByTestId('task-rf0000010000'));
  expect(await table.locator('tbody tr').count()).toBeLessThan(100);
});

test('a week of two accounts by the minute draws both charts', async ({ page, mock }) => {
  mock.prefer('/api/overview', 'weekByMinute');
  mock.prefer('/api/sequential', 'weekByMinute');
  await signIn(page, mock);
  await page.goto('/cdn/newoverview?range=last7Days');
  await expect(page.getByRole('heading', { level: 1, name: '概览' })).toBeVisible();
  await expect(page.getByRole('img', { name: '带宽' })).toBeVisible();
  await expect(page.getByRole('img', { name: '流量' })).toBeVisible();
  // The marks read every minute: the note gives the answer's peak, not the peak of the samples drawn.
  const peak = (await page.getByTestId('stat-peakBandwidth').textContent()) ?? '';
  const note = page.getByText(/^峰值：/);
  await expect(note).toBeVisible();
  const [, notePeak = '-'] = /^峰值：(\S+ \S+)/.exec((await note.textContent()) ?? '') ?? [];
  expect(peak).toContain(notePeak);
});
