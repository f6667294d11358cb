// Domains: the list with its unavailable actions, and the add wizard walked once end to end (English).
import type { Page } from '@playwright/test';
import { expect, logIn, setLanguage, test, type MockControl } from './fixtures';

async function openDomains(page: Page, mock: MockControl) {
  await page.goto('/cdn/domain');
  await setLanguage(page, 'en');
  await logIn(page, mock, 'superadmin', 'en');
  await expect(page.getByRole('heading', { name: 'Domains' })).toBeVisible();
}

test.describe('domains', () => {
  test('lists domains and says why a configuring one cannot be edited', async ({ page, mock }) => {
    await openDomains(page, mock);
    const configuring = page.getByTestId('domain-50104');
    await expect(configuring.getByRole('button', { name: 'Settings' })).toBeDisabled();
    await expect(configuring.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'title',
      'The domain is configuring; try again when it is configured',
    );
    expect(mock.count('/api/domain/search')).toBeGreaterThan(0);
  });

  test('adds a domain through every step of the wizard', async ({ page, mock }) => {
    await openDomains(page, mock);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog');
    const next = () => dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: /Domain name/ }).fill('upload.xinghe-video.com');
    await dialog.getByRole('textbox', { name: /ICP number/ }).fill('沪ICP备18023456号-2');
    await next();
    await dialog.getByRole('textbox', { name: 'Origin 1 address' }).fill('101.132.45.18');
    await dialog.getByRole('textbox', { name: /Back host/ }).fill('upload.xinghe-video.com');
    await dialog.getByRole('textbox', { name: /Test URL/ }).fill('healthz.txt');
    await next();
    await expect(dialog.getByText('The test URL must start with /')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Test URL/ }).fill('/healthz.txt');
    await next();
    await expect(dialog.getByRole('textbox', { name: 'Rule 2 time' })).toHaveValue('30');
    await next();
    await next();
    await expect(dialog.getByTestId('domain-preview')).toContainText('101.132.45.18:80');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(mock.count('/api/domain/validation/icp')).toBe(1);
    expect(mock.count('/api/domain/validation/testUrl')).toBe(1);
    expect(mock.count('/api/domain/add')).toBe(1);
  });
});
