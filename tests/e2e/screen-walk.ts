// What a walk through every screen of the route table checks on each screen, and the ways it opens them. One
// page signed in once opens the screens one after another inside the running portal (as its links do), so a
// walk pays for the portal's start-up once rather than per screen, and one walk checks everything a screen must
// hold at its size, in its language and colour mode (tests/e2e/every-screen.spec.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Language = 'zh' | 'en';

/** The shell's words a walk uses, in each language. */
export const shellText = {
  zh: {
    menu: '菜单',
    close: '关闭',
    account: '账号与设置',
    logout: '退出',
    rotate: '为获得最佳体验，请将设备横屏使用。',
    hideNotice: '关闭此提示',
    addRule: '添加告警规则',
    save: '保存',
  },
  en: {
    menu: 'Menu',
    close: 'Close',
    account: 'Account and settings',
    logout: 'Log out',
    rotate: 'For the best experience, rotate your device to landscape.',
    hideNotice: 'Hide this notice',
    addRule: 'Add alert rule',
    save: 'Save',
  },
} as const;

/** Waits until no list or chart of the screen is still loading: what arrives could change its layout. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Marks the screen being left, for `arrived`: a navigation inside the portal keeps the screen it leaves on view
 * until the next one is ready, and a check made meanwhile would measure the old one.
 */
async function leaving(page: Page) {
  await page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => (heading.dataset.left = '')));
}

/** Whether the page shows `path` already (the landing screen, where a walk starts): a link to it changes nothing. */
const onView = (page: Page, path: string) => new URL(page.url()).pathname === path;

/** The screen at `path` is on view: its own heading, none of the screen left. */
async function arrived(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('h1[data-left]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Opens a screen inside the running portal, as one of its links does: the router follows the browser's history
 * (a pushed entry announced by popstate), so the page is not loaded again.
 */
export async function openInPortal(page: Page, path: string) {
  if (onView(page, path)) return arrived(page, path);
  await leaving(page);
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index + 1 : 1;
    history.pushState({ ...state, __TSR_index: index, __TSR_key: `walk-${index}`, key: `walk-${index}` }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await arrived(page, path);
}

/**
 * Opens a screen from the header's drawer, as on a phone; the link's name is the screen's title, its heading.
 * A screen outside the menu (a certificate's details) is opened by its address inside the portal.
 */
export async function openFromDrawer(page: Page, path: string, language: Language) {
  if (onView(page, path)) return arrived(page, path);
  const words = shellText[language];
  await page.getByRole('button', { name: words.menu, exact: true }).click();
  const drawer = page.getByRole('dialog');
  const link = drawer.locator(`a[href="${path}"]`);
  if ((await link.count()) === 0) {
    await drawer.getByRole('button', { name: words.close, exact: true }).click();
    await expect(drawer).toBeHidden();
    await openInPortal(page, path);
    return;
  }
  const title = (await link.textContent()) ?? '';
  await leaving(page);
  await link.click();
  await expect(drawer).toBeHidden();
  await arrived(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/**
 * Neither the page nor its content box is wider than the screen (wide tables scroll in their own box). The
 * screen's width is the device's: a phone's browser zooms out a page wider than it, and `innerWidth` then grows
 * with the page.
 */
export async function expectFitsWidth(page: Page, path: string, screen: number) {
  await settled(page);
  const widths = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: document.documentElement.scrollWidth,
      content: main?.scrollWidth ?? 0,
      contentBox: main?.clientWidth ?? 0,
    };
  });
  expect.soft(widths.page, `${path}: the page is wider than the screen`).toBeLessThanOrEqual(screen);
  expect
    .soft(widths.content, `${path}: the screen's content is wider than its box`)
    .toBeLessThanOrEqual(widths.contentBox);
}

/** Log out is reachable from the header's account menu, whole on the screen. */
export async function expectLogoutReachable(page: Page, language: Language) {
  const words = shellText[language];
  await page.getByRole('button', { name: words.account }).click();
  const logout = page.getByRole('menuitem', { name: words.logout });
  // On a landscape phone the menu is taller than the screen and scrolls within it.
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(logout).toBeHidden();
}

/** Every visible part of the header shares one row, the header is no wider than the page, and the product's name
 * is not cut. */
export async function expectHeaderOnOneRow(page: Page, path: string, productName: string) {
  const name = page.locator('header').getByText(productName, { exact: true });
  const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect.soft(cut, `${path}: the product's name is cut`).toBe(false);
  const layout = await page.locator('header').evaluate((header) => {
    const boxes = [...header.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const top = Math.max(...boxes.map((box) => box.top));
    const bottom = Math.min(...boxes.map((box) => box.bottom));
    return { overlap: bottom - top, scroll: header.scrollWidth, width: header.clientWidth };
  });
  expect.soft(layout.overlap, `${path}: the header wraps`).toBeGreaterThan(0);
  expect.soft(layout.scroll, `${path}: the header runs off the page`).toBeLessThanOrEqual(layout.width);
}

/** No operation button of a row sticks out of its table's box (a sideways scroll would hide it). */
export async function expectNoActionCut(page: Page, path: string) {
  await settled(page);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('[data-row-actions] button')].flatMap((button) => {
      const box = button.closest('table')?.parentElement?.getBoundingClientRect();
      const own = button.getBoundingClientRect();
      const clipped = button.scrollWidth > button.clientWidth + 1;
      return box && (own.left < box.left - 1 || own.right > box.right + 1 || clipped) ? [button.textContent] : [];
    }),
  );
  expect.soft(cut, `${path}: operations cut off`).toEqual([]);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A and AA rules the page breaks (contrast, names of controls and regions, lists and tables built
 * as such, keyboard access to what scrolls), each with the first elements that break it. axe is put into the
 * page by the test, which the portal's content security policy refuses: a spec using this bypasses it (its
 * headers have tests of their own, production.spec.ts).
 */
export async function violations(page: Page): Promise<string[]> {
  await settled(page);
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

/** The add dialog of an alert rule, sent empty: a form with a message under each field it needs. */
export async function expectFormWithMessagesAccessible(page: Page, language: Language) {
  const words = shellText[language];
  await openInPortal(page, '/CMonit/alertRules');
  await page.getByRole('button', { name: words.addRule }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: words.save }).click();
  // Chakra's fields name their message element …error-text.
  await expect(form.locator('[id$="error-text"]').first()).toBeVisible();
  expect.soft(await violations(page), 'the alert rule form sent empty').toEqual([]);
}
