// Opening a screen the account may not open lands on the first one it may, and says which screen was refused,
// in the user's language; the notice ends with the next navigation.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';

const domainsOnly = ['portal:domain:operation:*', 'portal:certificate:operation:*'];
const notice = () => screen.getByTestId('denied-notice');

describe('a screen the account may not open', () => {
  it.each([
    ['en', 'Domains', 'Your account may not open “Overview”, so the first screen it may open is shown instead.'],
    ['zh', '域名管理', '您的账号无权打开“概览”，已为您显示可以打开的第一个页面。'],
  ] as const)('in %s: names the screen asked for above the one shown', async (language, shown, said) => {
    const page = await renderRoute('/cdn/newoverview', { permissions: domainsOnly, language });
    expect(page.router.state.location.pathname).toBe('/cdn/domain');
    expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeInTheDocument();
    expect(notice()).toHaveTextContent(said);
  });

  it('ends with Close, and with the next navigation', async () => {
    const page = await renderRoute('/cdn/newoverview', { permissions: domainsOnly, language: 'en' });
    expect(notice()).toHaveTextContent('Overview');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(notice()).toHaveTextContent('');

    await act(() => page.router.navigate({ to: '/cdn/newoverview' }));
    expect(notice()).toHaveTextContent('Overview');
    await act(() => page.router.navigate({ to: '/page/certificateUpload' }));
    expect(page.router.state.location.pathname).toBe('/page/certificateUpload');
    expect(notice()).toHaveTextContent('');
  });

  it('says nothing on a screen the account may open', async () => {
    await renderRoute('/cdn/domain', { permissions: domainsOnly, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(notice()).toHaveTextContent('');
  });
});
