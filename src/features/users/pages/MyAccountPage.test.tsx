// The password change through its route.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

// A customer holding their own settings (the harness's default customer does not).
const asCustomer = { permissions: ['portal:person:operation:*'] };

const fillPasswords = async (current: string, next: string, confirmation: string) => {
  const form = await screen.findByRole('form', { name: '修改密码' });
  await fill(within(form).getByLabelText(/^当前密码/), current);
  await fill(within(form).getByLabelText(/^新密码/), next);
  await fill(within(form).getByLabelText(/^确认新密码/), confirmation);
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  return form;
};

describe('my account page', () => {
  it('changes the password with the call the specification fixes', async () => {
    const log = vi.spyOn(console, 'log');
    const page = await renderRoute('/page/usersetting', asCustomer);
    const form = await fillPasswords('old-password', 'Xh@2024newpass', 'Xh@2024newpass');
    await waitFor(() => expect(page.sentTo('changeOwnPassword')).toHaveLength(1));
    const query = page.sentTo('changeOwnPassword')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      username: 'xinghe_ops',
      password: 'Xh@2024newpass',
      account: 'CDN1024',
      ischinese: 'true',
    });
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/^新密码/)).toHaveValue(''));
    expect(page.href()).not.toContain('Xh@2024newpass');
    expect(log.mock.calls.flat().join(' ')).not.toContain('Xh@2024newpass');
  });

  it("updates the stored password of the user's entry in the user list (000 §4)", async () => {
    const page = await renderRoute('/page/user', {
      permissions: ['portal:user:operation:*', 'portal:person:operation:*'],
    });
    await screen.findByText('xinghe_finance');
    const entry = () =>
      page.queryClient
        .getQueriesData<{ username: string; password?: string }[]>({ queryKey: ['searchSelfUsers'] })
        .concat(page.queryClient.getQueriesData({ queryKey: ['listSelfUsers'] }))
        .flatMap(([, list]) => list ?? [])
        .find((user) => user.username === 'xinghe_ops');
    expect(entry()?.password).toBeUndefined();
    await page.router.navigate({ to: '/page/usersetting' });
    await fillPasswords('old-password', 'Xh@2024newpass', 'Xh@2024newpass');
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(entry()?.password).toBe('Xh@2024newpass');
  });

  it.each([
    ['short', 'short1', 'short1', '输入的密码无效'],
    ['a mismatch', 'new-password', 'new-passw0rd', '与新密码不一致'],
    ['the current one again', 'old-password', 'old-password', '新密码不能与当前密码相同'],
  ])('refuses %s before sending', async (_, next, confirmation, message) => {
    const page = await renderRoute('/page/usersetting', asCustomer);
    await fillPasswords('old-password', next, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(page.sentTo('changeOwnPassword')).toHaveLength(0);
  });

  it("says 'Password change failed' with the server's reason and keeps the input", async () => {
    await renderRoute('/page/usersetting', {
      ...asCustomer,
      language: 'en',
      api: { changeOwnPassword: 'invalidPassword' },
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await fill(within(form).getByLabelText(/^Current password/), 'old-password');
    await fill(within(form).getByLabelText(/^New password/), 'new-password');
    await fill(within(form).getByLabelText(/^Confirm new password/), 'new-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    const refusal = await within(form).findByTestId('form-refusal');
    expect(refusal).toHaveTextContent('Password change failed');
    expect(refusal).toHaveTextContent('密码不符合要求');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('new-password');
  });

  it('asks before leaving with a password typed and not sent, and not once it is changed', async () => {
    const page = await renderRoute('/page/usersetting', { ...asCustomer, language: 'en' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await fill(within(form).getByLabelText(/^Current password/), 'old-password');
    void page.router.navigate({ to: '/page/bill' });
    const ask = within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(page.router.state.location.pathname).toBe('/page/usersetting');
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('old-password');

    await fill(within(form).getByLabelText(/^New password/), 'new-password');
    await fill(within(form).getByLabelText(/^Confirm new password/), 'new-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Current password/)).toHaveValue(''));
    void page.router.navigate({ to: '/page/bill' });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/page/bill'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
