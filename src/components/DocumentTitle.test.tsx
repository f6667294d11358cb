// The tab title names the screen shown, in the user's language.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';

describe('document title', () => {
  it('names the screen in Chinese, then in English after a switch', async () => {
    await renderRoute('/cdn/domain', { user: 'superadmin', language: 'zh' });
    await waitFor(() => expect(document.title).toBe('域名管理 · 客户服务系统'));
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.title).toBe('Domains · Customer service system'));
  });

  it('names another screen differently', async () => {
    await renderRoute('/page/certificateUpload', { user: 'superadmin', language: 'en' });
    await waitFor(() => expect(document.title).toMatch(/^Certificates · Customer service system$/));
  });

  it('shows the product alone on the login screen', async () => {
    await renderRoute('/newlogin', { user: null, language: 'en', api: { autoLogin: 'noSession' } });
    await waitFor(() => expect(document.title).toBe('Customer service system'));
  });
});
