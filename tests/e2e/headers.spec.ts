// The headers the portal is served with, and a walk through the screens under them with no policy violation.
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';
import { expect, logIn, test } from './fixtures';

test('the portal is served with its security headers', async ({ page }) => {
  const response = await page.goto('/newlogin');
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()]).toBe(value);
  expect(headers['content-security-policy']).toContain("base-uri 'none'");
  expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
});

test('login, the overview, the certificate list and the upload dialog run under the policy', async ({ page, mock }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page.getByTestId('stat-totalFlow')).toBeVisible();
  await expect(page.getByRole('img', { name: '带宽' })).toBeVisible();
  await page.goto('/page/certificateUpload');
  await page.getByRole('button', { name: '上传' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
