import { expect, logIn, setLanguage, test, text, watchTableRequests } from './fixtures';

test.describe('login', () => {
  test('a protected deep link goes to login and, after login, back to the deep link', async ({ page, mock }) => {
    await page.goto('/page/certificateUpload?scope=4&page=2');
    await expect(page).toHaveURL(/\/newlogin\?redirect=/);
    await logIn(page, mock, 'superadmin');
    await expect(page).toHaveURL(/\/page\/certificateUpload\?scope=4&page=2$/);
  });

  test('shows the validation messages and sends nothing while the form is invalid', async ({ page, mock }) => {
    await page.goto('/newlogin');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await page.getByLabel('用户名').fill('ad min');
    await page.getByLabel('密码').fill('pass word');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('用户名不可传空格')).toBeVisible();
    await expect(page.getByText('密码不可传空格')).toBeVisible();
    expect(mock.count('/api/newLogin')).toBe(0);
    await expect(page.getByLabel('用户名')).toHaveValue('ad min');
  });

  test('shows the validation messages in English', async ({ page }) => {
    await page.goto('/newlogin');
    await setLanguage(page, 'en');
    await page.getByLabel('Username').fill(' ');
    await page.getByLabel('Password').fill(' x');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Username may not contain spaces')).toBeVisible();
    await expect(page.getByText('Password may not contain spaces')).toBeVisible();
  });

  const failures = [
    ['userNotExist', '用户不存在', 'The user does not exist'],
    ['wrongPassword', '密码错误', 'Wrong password'],
    ['userNotActivated', '用户未激活', 'The user is not activated'],
    ['emptyMessage', '登录失败：未知错误', 'Login failed: unknown error'],
  ] as const;
  for (const [example, zh, en] of failures) {
    test(`shows the ${example} refusal in both languages and keeps what was typed`, async ({ page, mock }) => {
      await page.goto('/newlogin');
      await logIn(page, mock, example);
      await expect(page.getByTestId('login-error')).toHaveText(zh);
      await expect(page.getByLabel('用户名')).toHaveValue(example);
      await setLanguage(page, 'en');
      await logIn(page, mock, example, 'en');
      await expect(page.getByTestId('login-error')).toHaveText(en);
    });
  }

  test('tries automatic login once, on the first opening', async ({ page, mock }) => {
    // The form shows in the first frame and the automatic login starts after it: the button is busy until the
    // opening has decided and any request it sent has been answered. (A reload at once could cancel the first
    // opening's request before the mock saw it.)
    const settled = async () => {
      await expect(page.getByLabel('用户名')).toBeVisible();
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
    };
    // Its calls are rows of the first page: the contract's table (src/api/operation-table.ts) is not loaded.
    const tableRequests = watchTableRequests(page);
    await page.goto('/newlogin');
    await settled();
    expect(mock.count('/api/newAutoLogin')).toBe(1);
    expect(tableRequests).toEqual([]);
    await page.reload();
    await settled();
    await page.goto('/newlogin');
    await settled();
    expect(mock.count('/api/newAutoLogin')).toBe(1);
  });

  test('signs in automatically when the server still holds a session', async ({ page, mock }) => {
    mock.prefer('/api/newAutoLogin', 'success');
    await page.goto('/newlogin');
    await expect(page.getByTestId('greeting')).toHaveText('您好，xinghe_ops');
    await expect(page).toHaveURL(/\/cdn\/domain$/);
  });

  for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
    test(`refuses the open redirect ${target}`, async ({ page, mock }) => {
      await page.goto(`/newlogin?redirect=${encodeURIComponent(target)}`);
      await logIn(page, mock, 'customer');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cdn\/domain$/);
    });
  }
});

test.describe('navigation by permission', () => {
  test('the superadmin sees every section and lands on the overview', async ({ page, mock }) => {
    await page.goto('/newlogin');
    await logIn(page, mock, 'superadmin');
    await expect(page).toHaveURL(/\/cdn\/newoverview$/);
    const sections = page.getByRole('navigation', { name: '栏目' }).getByRole('link');
    await expect(sections).toHaveText(['CDN', '网站防护', 'IP 防护', '云监控', '个人中心']);
    await expect(page.getByRole('button', { name: 'API 开放平台' })).toBeVisible();
  });

  test('a customer with some permissions lands on domains and sees only their sections', async ({ page, mock }) => {
    await page.goto('/newlogin');
    await logIn(page, mock, 'customer');
    await expect(page).toHaveURL(/\/cdn\/domain$/);
    await expect(page.getByRole('navigation', { name: '栏目' }).getByRole('link')).toHaveText([
      'CDN',
      '云监控',
      '个人中心',
    ]);
    await expect(page.getByRole('navigation', { name: 'CDN' }).getByRole('link')).toHaveText([
      '域名管理',
      'URL 刷新',
      '目录刷新',
      '刷新任务',
      '日志下载',
      '预取任务',
      '预取',
    ]);
    await expect(page.getByRole('button', { name: 'API 开放平台' })).toHaveCount(0);
    // The header marks the section of the screen shown, on every screen of it, not only its landing one.
    await page.getByRole('navigation', { name: 'CDN' }).getByRole('link', { name: 'URL 刷新' }).click();
    await expect(page).toHaveURL(/\/cdn\/newurlPush/);
    const sections = page.getByRole('navigation', { name: '栏目' });
    await expect(sections.getByRole('link', { name: 'CDN' })).toHaveAttribute('aria-current', 'true');
    await expect(sections.locator('[aria-current]')).toHaveCount(1);
    // A route without its permission sends the user to the landing route.
    await page.goto('/cdn/newoverview');
    await expect(page).toHaveURL(/\/cdn\/domain$/);
    await page.goto('/dcdn');
    await expect(page).toHaveURL(/\/cdn\/domain$/);
  });

  test('a sub-account lands on certificates and sees only the account center', async ({ page, mock }) => {
    await page.goto('/newlogin');
    await logIn(page, mock, 'subAccount');
    await expect(page).toHaveURL(/\/page\/certificateUpload(\?|$)/);
    await expect(page.getByRole('navigation', { name: '栏目' }).getByRole('link')).toHaveText(['个人中心']);
    await expect(page.getByRole('navigation', { name: '个人中心' }).getByRole('link')).toHaveText([
      '证书管理',
      '个人设置',
      '账单',
    ]);
  });

  test('an unknown path goes to login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/newlogin$/);
  });
});

test.describe('the shell', () => {
  test('the language choice survives a reload', async ({ page, mock }) => {
    await page.goto('/newlogin');
    await logIn(page, mock, 'superadmin');
    await expect(page.getByTestId('greeting')).toHaveText('您好，admin');
    await page.getByRole('button', { name: 'English' }).click();
    // At this width (1366 px) English keeps the language switch and Log out in the header, and the greeting in
    // the account menu: the product's name needs the room.
    await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const greetingInMenu = async () => {
      await page.getByRole('button', { name: 'Account and settings' }).click();
      await expect(page.getByRole('menu')).toContainText('Hello, admin');
      await page.keyboard.press('Escape');
    };
    await greetingInMenu();
    await page.reload();
    await greetingInMenu();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first()).toHaveText('CDN');
  });

  test('the About menu shows the version', async ({ page, mock }) => {
    await page.goto('/newlogin');
    await logIn(page, mock, 'customer');
    await page.getByRole('button', { name: '关于' }).click();
    await expect(page.getByTestId('version-label')).toHaveText('版本 V4.2.4');
  });

  test('logout leaves no user info in storage', async ({ page, mock }) => {
    await page.goto('/newlogin');
    await logIn(page, mock, 'customer');
    await expect(page.getByTestId('greeting')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('userInfo'))).not.toBeNull();
    await page.getByRole('button', { name: text.zh.logout }).click();
    await expect(page).toHaveURL(/\/newlogin$/);
    expect(await page.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
    await page.goto('/cdn/domain');
    await expect(page).toHaveURL(/\/newlogin\?redirect=/);
  });

  test("body code '403' shows its message and clears user info, tab choices and language", async ({ page, mock }) => {
    await page.goto('/newlogin');
    await setLanguage(page, 'en');
    await logIn(page, mock, 'customer', 'en');
    await page.evaluate(() => sessionStorage.setItem('tab:analysis', 'hit'));
    // The mock's own '403' example of a data call: the certificate list ends the session.
    mock.prefer('/api/certificate/account', 'sessionEnded');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Account center' }).click();
    await expect(page.getByText('您的账号已在别处登录')).toBeVisible();
    await expect(page).toHaveURL(/\/newlogin/);
    const left = await page.evaluate(() => Object.keys(sessionStorage));
    expect(left.filter((key) => key === 'userInfo' || key === 'lang' || key.startsWith('tab:'))).toEqual([]);
  });

  test('HTTP 401 sends the user to login with the timeout message', async ({ page, mock }) => {
    mock.allowConsoleError(/status of 401/);
    await page.goto('/newlogin');
    await logIn(page, mock, 'customer');
    await page.route('**/api/logout', (route) => route.fulfill({ status: 401, body: '' }));
    await page.getByRole('button', { name: text.zh.logout }).click();
    await expect(page.getByText('登录已超时，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/newlogin/);
  });
});

test.describe('API portal and 403', () => {
  test('the API portal link opens the portal and posts the user info to its exact origin after a second', async ({
    page,
    context,
    mock,
  }) => {
    // The API portal (VITE_API_PORTAL_URL) is stood in for by a page that records what it receives.
    await context.route('http://127.0.0.1:5174/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>addEventListener('message', (e) => { document.title = e.origin + ' ' + typeof e.data; window.received = e.data; });</script>`,
      }),
    );
    await page.goto('/newlogin');
    await logIn(page, mock, 'superadmin');
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'API 开放平台' }).click(),
    ]);
    await expect(portal).toHaveURL('http://127.0.0.1:5174/');
    // The stored user info as it is stored (000 §1, §9): the text, not a message wrapped around it.
    await expect(portal).toHaveTitle(/^http:\/\/127\.0\.0\.1:\d+ string$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('userInfo'));
    expect(await portal.evaluate(() => (window as unknown as { received: string }).received)).toBe(stored);
  });

  test('a portal slower than a second still receives the user info, and cannot reach back to the portal tab', async ({
    page,
    context,
    mock,
  }) => {
    await context.route('http://127.0.0.1:5174/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        contentType: 'text/html',
        body: `<script>window.hadOpener = window.opener !== null; addEventListener('message', (e) => { document.title = typeof e.data; e.source.postMessage({ type: 'received' }, e.origin); });</script>`,
      });
    });
    await page.goto('/newlogin');
    await logIn(page, mock, 'superadmin');
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'API 开放平台' }).click(),
    ]);
    await expect(portal).toHaveTitle('string', { timeout: 10_000 });
    expect(await portal.evaluate(() => (window as unknown as { hadOpener: boolean }).hadOpener)).toBe(false);
  });

  test('a user without any permission lands on the 403 page, which clears the session and leads back to login', async ({
    page,
    mock,
  }) => {
    await page.goto('/newlogin');
    await page.route('**/api/newLogin*', (route) =>
      route.fulfill({
        json: {
          code: '0',
          msg: '登录成功',
          data: {
            username: 'nobody',
            role: 'customer',
            account: 'CDN9',
            accountName: '无权限',
            permissionList: [],
            accountChild: [],
          },
        },
      }),
    );
    await logIn(page, mock, 'nobody');
    await expect(page).toHaveURL(/\/newwelcome$/);
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
    await page.getByRole('link', { name: '返回登录' }).click();
    await expect(page).toHaveURL(/\/newlogin$/);
  });
});
