// Chinese text is emphasised in medium weight (src/app/theme.ts): in Chinese, nothing on the login page or a
// signed-in screen asks for more than 500, so Chromium draws every Chinese character from the CJK font's regular
// face and never loads its bold one during the first layout; in English, headings stay semibold, and a switch of
// language while the page is open changes the weight with it.
import type { Page } from '@playwright/test';
import { expect, logIn, test, watchTableRequests } from './fixtures';

/** The visible elements that hold text of their own, each with its computed weight. */
const textWeights = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        text: element.textContent!.trim().slice(0, 30),
        weight: Number(getComputedStyle(element).fontWeight),
      })),
  );

/** The system font faces Chromium drew the page's visible text with (PostScript names, e.g. NotoSansCJKsc-Regular). */
async function facesDrawn(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
  const faces = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) faces.add(font.postScriptName || font.familyName);
  }
  await cdp.detach();
  return [...faces];
}

async function expectChineseInRegularFace(page: Page) {
  const heavy = (await textWeights(page)).filter(({ weight }) => weight > 500);
  expect(heavy, 'text asking for more than medium weight').toEqual([]);
  const cjkFaces = (await facesDrawn(page)).filter((face) => /CJK|Hei|PingFang|YaHei|WenQuanYi/i.test(face));
  // The browser tests install a Chinese font (scripts/e2e.mjs); without one this check would prove nothing.
  expect(cjkFaces.length, 'a Chinese font drew the page').toBeGreaterThan(0);
  expect(cjkFaces.filter((face) => /bold|heavy|black|semibold/i.test(face))).toEqual([]);
}

test('in Chinese, the login page and a signed-in screen draw their text from the regular face only', async ({
  page,
  mock,
}) => {
  const tableRequests = watchTableRequests(page);
  await page.goto('/newlogin');
  await expect(page.getByRole('heading', { name: '客户服务系统' })).toBeVisible();
  // Once the automatic login has answered (the form then draws again): a node drawn before it may be gone when
  // its faces are asked for.
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
  await expectChineseInRegularFace(page);
  expect(tableRequests).toEqual([]);

  await logIn(page, mock, 'customer');
  await expect(page.getByRole('heading', { name: '域名管理' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectChineseInRegularFace(page);
  // The signed-in screen loaded the contract's table (the file the login page's tests find not requested).
  expect(tableRequests).toHaveLength(1);
});

test('headings are semibold in English and medium in Chinese, switched with the language while the page is open', async ({
  page,
}) => {
  const tableRequests = watchTableRequests(page);
  await page.goto('/newlogin');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('客户服务系统');
  await expect(heading).toHaveCSS('font-weight', '500');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(heading).toHaveText('Customer service system');
  await expect(heading).toHaveCSS('font-weight', '600');

  await page.getByRole('button', { name: '中文' }).click();
  await expect(heading).toHaveText('客户服务系统');
  await expect(heading).toHaveCSS('font-weight', '500');
  // Nothing cached on the login page to fetch again in the other language: the contract's table stays unloaded.
  expect(tableRequests).toEqual([]);
});
