// Every screen of the route table and the login page, as a customer opens them, checked with axe-core against
// WCAG 2.1 A and AA (contrast, names of controls and regions, lists and tables built as such, keyboard access
// to what scrolls): in Chinese in the light mode at a desktop width, and in English in the dark mode on a
// phone, where the layout and the colours differ. A rule broken anywhere names the screen, the rule and the
// first elements that break it. And the skip link, which takes the keyboard past the header and the section's
// menu to the screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { landingOrder } from '../../src/api/screens';
import { expect, logIn, setLanguage, test, text } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe is put into the page by the test, which the portal's content security policy would refuse (its headers
// have tests of their own, production.spec.ts). Without motion, no colour is measured halfway through a fade.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

/** The rules the page breaks, each with the first elements that break it. */
async function violations(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // At rest: an element still fading in has its colours part way, and its contrast measured then is not its own.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(
      (rule) =>
        `${rule.id}: ${rule.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  }, WCAG_AA);
}

/** Opens every screen and lists, per screen, the rules it breaks: all of them, not only the first screen's. */
async function expectEveryScreenAccessible(page: Page) {
  const broken: Record<string, string[]> = {};
  for (const path of landingOrder) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const found = await violations(page);
    if (found.length > 0) broken[path] = found;
  }
  expect(broken).toEqual({});
}

/** The add dialog of an alert rule, sent empty: a form with a message under each field it needs. */
async function expectFormWithMessagesAccessible(page: Page, labels: { add: string; save: string }) {
  await page.goto('/CMonit/alertRules');
  await page.getByRole('button', { name: labels.add }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: labels.save }).click();
  // Chakra's fields name their message element …error-text.
  await expect(form.locator('[id$="error-text"]').first()).toBeVisible();
  expect(await violations(page), 'the alert rule form sent empty').toEqual([]);
}

test('the login page and every screen in Chinese, light, at 1366 px', async ({ page, mock }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/newlogin');
  await expect(page.getByLabel(text.zh.username)).toBeVisible();
  expect(await violations(page), '/newlogin').toEqual([]);
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('button', { name: text.zh.logout })).toBeVisible();
  await expectEveryScreenAccessible(page);
  await expectFormWithMessagesAccessible(page, { add: '添加告警规则', save: '保存' });
});

test('the login page and every screen in English, dark, on a phone', async ({ page, mock }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/newlogin');
  await setLanguage(page, 'en');
  await expect(page.getByLabel(text.en.username)).toBeVisible();
  expect(await violations(page), '/newlogin').toEqual([]);
  await logIn(page, mock, 'superadmin', 'en');
  await expect(page).not.toHaveURL(/\/newlogin/);
  await expectEveryScreenAccessible(page);
  await expectFormWithMessagesAccessible(page, { add: 'Add alert rule', save: 'Save' });
});

test('the keyboard skips the header and the menu: one Tab, Enter, and the next Tab is in the screen', async ({
  page,
  mock,
}) => {
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByRole('button', { name: text.zh.logout })).toBeVisible();
  await page.goto('/cdn/domain');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  // Out of sight until the keyboard reaches it, then in view, first of all.
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/cdn/domain' && url.hash === '');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  await expect(focused).toHaveAccessibleName('域名');
});
