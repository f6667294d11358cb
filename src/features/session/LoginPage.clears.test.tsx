// Opening the login screen clears all cached state (000 §2, §4): every cached answer and the stored user.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { readStoredUserInfo } from '@/api/session';

describe('the login screen', () => {
  it('clears every cached answer and the stored user when it opens', async () => {
    const page = await renderRoute('/cdn/domain', { language: 'en', api: { autoLogin: 'noSession' } });
    await screen.findByTestId('domain-50101');
    expect(page.queryClient.getQueryCache().findAll({ queryKey: ['searchDomains'] })).not.toEqual([]);
    expect(readStoredUserInfo()).not.toBeNull();
    await page.router.navigate({ to: '/newlogin' });
    await screen.findByLabelText('Username');
    await waitFor(() => expect(page.queryClient.getQueryCache().getAll()).toEqual([]));
    expect(readStoredUserInfo()).toBeNull();
  });
});
