// Every screen of the route table, opened one after another by a signed-in customer, checked for what every
// screen must hold, in three walks that between them cover both languages, both colour modes, a desktop and a
// phone held both ways:
// - on a desktop in English at 1280 px (the narrowest desktop width, where English labels, the longest, have
//   the least room), light: the header on one row with the product's name whole, no row operation cut off by
//   its table's box;
// - on a phone (touch, device scale 2) in English, dark, portrait, and in Chinese, light, landscape: the section
//   menu moved into the header's drawer, every screen reached from it and no wider than the device, Log out
//   reachable from the account menu, the notice asking to rotate the phone shown in portrait only;
// - everywhere: axe-core against WCAG 2.1 A and AA (the login page too, and a form sent empty with its messages).
// A rule broken anywhere names the screen and what broke; every screen is checked before the walk fails.
import type { Page } from '@playwright/test';
import { landingOrder } from '../../src/api/screens';
import { expect, logIn, setLanguage, test, text, type MockControl } from './fixtures';
import {
  expectFitsWidth,
  expectFormWithMessagesAccessible,
  expectHeaderOnOneRow,
  expectLogoutReachable,
  expectNoActionCut,
  openFromDrawer,
  openInPortal,
  shellText,
  violations,
  type Language,
} from './screen-walk';

// axe is put into the page by the test (screen-walk.ts). Like every test's page, these prefer reduced motion
// (playwright.config.ts): no colour is measured halfway through a fade and no drawer is waited for while it slides
// (the drawer's motion has a test of its own, phones.spec.ts).
test.use({ bypassCSP: true });

/** Opens the login page in `language`, checks it with axe, and signs in as the superadmin (every screen). */
async function signIn(page: Page, mock: MockControl, language: Language) {
  await page.goto('/newlogin');
  if (language === 'en') await setLanguage(page, 'en');
  await expect(page.getByLabel(text[language].username)).toBeVisible();
  expect.soft(await violations(page), '/newlogin').toEqual([]);
  await logIn(page, mock, 'superadmin', language);
  await expect(page.getByRole('button', { name: shellText[language].account })).toBeVisible();
}

/** Visits every screen of the route table with `open`, then runs `check` and axe on it; all screens are checked. */
async function walk(page: Page, open: (path: string) => Promise<void>, check: (path: string) => Promise<void>) {
  const inaccessible: Record<string, string[]> = {};
  for (const path of landingOrder) {
    await open(path);
    await check(path);
    const found = await violations(page);
    if (found.length > 0) inaccessible[path] = found;
  }
  expect.soft(inaccessible, 'WCAG 2.1 AA rules broken, by screen').toEqual({});
}

test('on a desktop in English at 1280 px, light: the header on one row, every row operation whole, accessible', async ({
  page,
  mock,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, mock, 'en');
  await walk(
    page,
    (path) => openInPortal(page, path),
    async (path) => {
      await expectHeaderOnOneRow(page, path, 'Customer service system');
      await expectNoActionCut(page, path);
    },
  );
  await expectFormWithMessagesAccessible(page, 'en');
});

const phones = [
  { name: 'portrait, in English, dark', viewport: { width: 390, height: 844 }, language: 'en', scheme: 'dark' },
  { name: 'landscape, in Chinese, light', viewport: { width: 844, height: 390 }, language: 'zh', scheme: 'light' },
] as const;

for (const phone of phones) {
  test.describe(`a phone, ${phone.name}`, () => {
    test.use({ viewport: phone.viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

    test('every screen from the drawer fits the width, Log out is reachable, accessible', async ({ page, mock }) => {
      test.setTimeout(300_000);
      const { language } = phone;
      const words = shellText[language];
      await page.emulateMedia({ colorScheme: phone.scheme });
      await signIn(page, mock, language);
      // The section menu has moved into the drawer: no side menu takes the screen's width.
      await expect(page.getByRole('navigation', { name: 'CDN' })).toBeHidden();
      const notice = page.getByText(words.rotate);
      if (phone.viewport.width < phone.viewport.height) {
        await expect(notice).toBeVisible();
        await page.getByRole('button', { name: words.hideNotice }).click();
        await expect(notice).toBeHidden();
      } else {
        await expect(notice).toBeHidden();
      }
      await walk(
        page,
        (path) => openFromDrawer(page, path, language),
        async (path) => {
          await expectFitsWidth(page, path, phone.viewport.width);
          await expectLogoutReachable(page, language);
        },
      );
      await expectFormWithMessagesAccessible(page, language);
    });
  });
}
