// A phone held both ways (390×844 portrait, 844×390 landscape; touch, device scale 2): the add-domain wizard
// fits, its origins and cache rules whole in both languages, and the screens' widest controls (a chart's time
// range, the certificate scopes, an alert rule's metric, a website's rules) stay on the screen. Every screen's
// width, the drawer and Log out are walked in every-screen.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, setLanguage, test } from './fixtures';

const phones = [
  { name: 'portrait', viewport: { width: 390, height: 844 } },
  { name: 'landscape', viewport: { width: 844, height: 390 } },
];

/** The wizard's words in each language, as steps 2 and 3 show them. */
const wizardText = {
  zh: {
    name: '域名',
    icp: 'ICP 备案号',
    next: '下一步',
    previous: '上一步',
    origin: '源站',
    rule: '规则',
    type: '类型',
    address: '地址',
    port: '端口',
    weight: '权重',
    priority: '主备',
    removeOrigin: '移除源站',
    removeRule: '移除规则',
    matchType: '匹配方式',
    path: '路径',
    time: '时间',
    unit: '单位',
    backHost: '回源 Host',
    testUrl: '测试 URL',
    ip: 'IP',
    primary: '主',
    suffix: '后缀名',
    all: '全部文件',
    seconds: '秒',
    days: '天',
  },
  en: {
    name: 'Domain name',
    icp: 'ICP number',
    next: 'Next',
    previous: 'Previous',
    origin: 'Origin',
    rule: 'Rule',
    type: 'type',
    address: 'address',
    port: 'port',
    weight: 'weight',
    priority: 'priority',
    removeOrigin: 'Remove origin',
    removeRule: 'Remove rule',
    matchType: 'match type',
    path: 'path',
    time: 'time',
    unit: 'unit',
    backHost: 'Back host',
    testUrl: 'Test URL',
    ip: 'IP',
    primary: 'Primary',
    suffix: 'Suffix',
    all: 'All files',
    seconds: 'Seconds',
    days: 'Days',
  },
};
type WizardText = (typeof wizardText)['zh'];

/**
 * The field shows its whole value (a select its option's words, an input what it holds) and lies whole on the
 * screen. A field squeezed by its row showed '后' for 后缀名 and '.php' for a path of four suffixes.
 */
async function expectWhole(field: Locator, value: string) {
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
    await expect(field.locator('option:checked')).toHaveText(value);
  else await expect(field).toHaveValue(value);
  await field.scrollIntoViewIfNeeded();
  await expect(field).toBeInViewport({ ratio: 1 });
  const room = await field.evaluate((element: HTMLInputElement | HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    probe.textContent = element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.text ?? '') : element.value;
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - needed;
  });
  expect(room, `${value} is cut`).toBeGreaterThanOrEqual(-0.5);
}

/** Steps 1 to 3 of the add-domain wizard: each step's rows whole, their values read back, Previous on screen. */
async function walkWizard(page: Page, w: WizardText) {
  const dialog = page.getByRole('dialog');
  const field = (name: string) => dialog.getByLabel(name, { exact: true });
  await dialog.getByRole('textbox', { name: w.name }).fill('upload.xinghe-video.com');
  await dialog.getByRole('textbox', { name: w.icp }).fill('沪ICP备18023456号-2');
  await dialog.getByRole('button', { name: w.next }).click();

  const previous = dialog.getByRole('button', { name: w.previous });
  await expect(previous).toBeInViewport({ ratio: 1 });
  const origin = (part: string) => field(`${w.origin} 1 ${part}`);
  await origin(w.address).fill('101.132.45.18');
  await origin(w.weight).fill('10');
  await expectWhole(origin(w.type), w.ip);
  await expectWhole(origin(w.address), '101.132.45.18');
  await expectWhole(origin(w.port), '80');
  await expectWhole(origin(w.weight), '10');
  await expectWhole(origin(w.priority), w.primary);
  const remove = dialog.getByRole('button', { name: `${w.removeOrigin} 1` });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('textbox', { name: w.backHost }).fill('upload.xinghe-video.com');
  await dialog.getByRole('textbox', { name: w.testUrl }).fill('/healthz.txt');
  await dialog.getByRole('button', { name: w.next }).click();

  // The download type's default rules: no cache for scripts, 30 days for everything else.
  const rule = (n: number, part: string) => field(`${w.rule} ${n} ${part}`);
  await expect(rule(1, w.path)).toHaveValue('.php;.jsp;.asp;.aspx');
  await previous.scrollIntoViewIfNeeded();
  await expect(previous).toBeInViewport({ ratio: 1 });
  await expectWhole(rule(1, w.matchType), w.suffix);
  await expectWhole(rule(1, w.path), '.php;.jsp;.asp;.aspx');
  await expectWhole(rule(1, w.time), '0');
  await expectWhole(rule(1, w.unit), w.seconds);
  await expectWhole(rule(2, w.matchType), w.all);
  await expectWhole(rule(2, w.time), '30');
  await expectWhole(rule(2, w.unit), w.days);
  const removeRule = dialog.getByRole('button', { name: `${w.removeRule} 2` });
  await removeRule.scrollIntoViewIfNeeded();
  await expect(removeRule).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

for (const phone of phones) {
  test.describe(`a phone, ${phone.name}`, () => {
    test.use({ viewport: phone.viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

    test('the add-domain wizard fits the screen, its origins and cache rules whole', async ({ page, mock }) => {
      test.setTimeout(120_000);
      await page.goto('/cdn/domain');
      await logIn(page, mock, 'superadmin');
      await expect(page.getByRole('heading', { name: '域名管理' })).toBeVisible();
      await page.getByRole('button', { name: '添加域名' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: '下一步' })).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= phone.viewport.width).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(phone.viewport.width);
      await walkWizard(page, wizardText.zh);
    });
  });
}

test.describe('a phone, portrait, in Chinese', () => {
  test.use({ viewport: phones[0]!.viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

  test("a table's headers each stay on one line, and the table scrolls sideways instead", async ({ page, mock }) => {
    await page.goto('/CMonit/alertContact');
    await logIn(page, mock, 'superadmin');
    const table = page.getByRole('table', { name: '联系组' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // The lines a header's text is drawn on: Chinese breaks between any two characters, so a squeezed column
    // stood its name one character a line.
    const lines = await table.locator('thead th').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return [cell.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size];
      }),
    );
    expect(lines.filter(([, count]) => Number(count) > 1)).toEqual([]);
    const box = table.locator('xpath=..');
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

test.describe("a phone's drawer and reduced motion", () => {
  test.use({ viewport: phones[0]!.viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

  test('the drawer appears without sliding, and slides for everyone else', async ({ page, mock }) => {
    await page.goto('/cdn/domain');
    await logIn(page, mock, 'superadmin');
    await expect(page.getByRole('heading', { name: '域名管理' })).toBeVisible();
    const openDrawer = async () => {
      await page.getByRole('button', { name: '菜单' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      const seconds = await drawer.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
      // Escape closes it once it has taken the focus (its dismissal listens from then on): on a loaded machine a key
      // pressed as soon as it shows can come first, and the drawer stays open.
      await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      return seconds;
    };
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await openDrawer()).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await openDrawer()).toBeGreaterThan(0.05);
  });
});

test.describe('a phone, portrait, in English', () => {
  test.use({ viewport: phones[0]!.viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

  // Signed in as the superadmin, who lands on the overview.
  test.beforeEach(async ({ page, mock }) => {
    await page.goto('/newlogin');
    await setLanguage(page, 'en');
    await logIn(page, mock, 'superadmin', 'en');
    await expect(page.getByRole('button', { name: 'Account and settings' })).toBeVisible();
  });

  test("every preset of a chart's time range is on the screen", async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    const presets = page.getByRole('group', { name: 'Time range' }).getByRole('button');
    await expect(presets).toHaveCount(5);
    // Wider than the screen in English, the joined presets had Custom out of sight in a sideways scroll.
    for (const preset of await presets.all()) await expect(preset).toBeInViewport({ ratio: 1 });
  });

  test("the add-domain wizard's steps keep Previous and every origin and cache field whole", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/cdn/domain');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await walkWizard(page, wizardText.en);
  });

  test('every scope of the certificate list is on the screen', async ({ page }) => {
    await page.goto('/page/certificateUpload');
    const scopes = page.getByRole('group', { name: 'Scope' }).getByRole('button');
    await expect(scopes).toHaveCount(3);
    // Joined, All accounts ran past the screen's edge.
    for (const scope of await scopes.all()) await expect(scope).toBeInViewport({ ratio: 1 });
  });

  test("an alert rule's metric has the form's width, its name whole", async ({ page }) => {
    await page.goto('/CMonit/alertRules');
    await page.getByRole('button', { name: 'Add alert rule' }).click();
    const dialog = page.getByRole('dialog');
    const name = await dialog.getByLabel('Rule name').boundingBox();
    const metric = await dialog.getByLabel('Metric').boundingBox();
    // Beside the comparison and the threshold, the select was a third of that and showed 'Bandwid'.
    expect(metric?.width ?? 0).toBeGreaterThan((name?.width ?? Infinity) * 0.95);
  });

  test("a website's rules keep the row's width for what they match and do", async ({ page }) => {
    await page.goto('/dcdn/websiteRules');
    const rules = page.getByRole('list', { name: 'Rules in execution order' }).getByRole('listitem');
    await expect(rules.first()).toBeVisible();
    // The operations (order, enable, edit, delete) go below the description rather than squeeze it.
    const shares = await rules.evaluateAll((rows) =>
      rows.map((row) => {
        const body = row.querySelector('[data-testid$="-body"]')!;
        return body.getBoundingClientRect().width / row.getBoundingClientRect().width;
      }),
    );
    expect(shares.length).toBeGreaterThan(1);
    expect(shares.filter((share) => share < 0.7)).toEqual([]);
  });
});
