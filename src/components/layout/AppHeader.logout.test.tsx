// Logout (000 §4): accepted on '0' or '1', which clears the session and returns to login; a refusal says so
// and keeps the session.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { readStoredUserInfo } from '@/api/session';

async function logOut(answer: string) {
  const page = await renderRoute('/cdn/domain', { language: 'en', api: { logout: answer, autoLogin: 'noSession' } });
  await screen.findByTestId('domain-50101');
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(page.sentTo('logout')).toHaveLength(1));
  return page;
}

describe('logout', () => {
  it.each(['success', 'alreadyLoggedOut'])('answered %s, clears the session and returns to login', async (answer) => {
    const page = await logOut(answer);
    await waitFor(() => expect(page.href()).toMatch(/^\/newlogin/));
    expect(readStoredUserInfo()).toBeNull();
  });

  it("refused, shows the server's message and keeps the session and the screen", async () => {
    const page = await logOut('serverError');
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeInTheDocument();
    expect(page.href()).toBe('/cdn/domain');
    expect(readStoredUserInfo()).not.toBeNull();
    expect(screen.getByTestId('domain-50101')).toBeInTheDocument();
  });
});
