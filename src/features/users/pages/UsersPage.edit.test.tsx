// Updating a self-user and moving it to another account (000 §7): updateaccount for the account, update for
// the rest, the answer merged into the list by uid (000 §4).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

describe('editing a user', () => {
  it('moves it with updateaccount, saves the rest with update, and merges the answer by uid', async () => {
    const page = await renderRoute('/page/user', { permissions: ['portal:user:operation:*'], language: 'en' });
    const row = await screen.findByTestId('user-10231');
    expect(row).toHaveTextContent('dev@xinghe-video.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user xinghe_dev' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Account/), 'CDN1024_02');
    const email = within(dialog).getByLabelText(/^Email/);
    await userEvent.clear(email);
    await fill(email, 'dev-team@xinghe-video.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.sentTo('updateSelfUser')).toHaveLength(1));
    const [moved] = page.sentTo('updateSelfUserAccount');
    expect(moved?.url.pathname).toBe('/shiro/self/updateaccount/en');
    expect(moved?.body).toEqual({ uid: '10231', account: 'CDN1024_02' });
    const [updated] = page.sentTo('updateSelfUser');
    expect(updated?.url.pathname).toBe('/shiro/self/update/en');
    expect(updated?.body).toMatchObject({ uid: '10231', username: 'xinghe_dev', email: 'dev-team@xinghe-video.com' });
    // The update's answer (the contract's example for user 10231) is merged into its row.
    await waitFor(() => expect(screen.getByTestId('user-10231')).toHaveTextContent('dev-team@xinghe-video.com'));
  });
});
