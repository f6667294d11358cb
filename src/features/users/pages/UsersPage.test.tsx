// The user list through its route, against the contract's examples (the list arrives encrypted).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

// A customer managing users (the harness's default customer does not).
const asCustomer = { permissions: ['portal:user:operation:*'] };

const openCreate = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '新增用户' }));
  return screen.findByRole('dialog');
};

const fillForm = async (dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await fill(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
};

describe('users page', () => {
  it('lists the decrypted users, newest first', async () => {
    const page = await renderRoute('/page/user', asCustomer);
    expect(await screen.findByTestId('user-10238')).toHaveTextContent('xinghe_finance');
    expect(screen.getAllByTestId(/^user-/).map((row) => row.dataset.testid)).toEqual([
      'user-10238',
      'user-10231',
      'user-10217',
    ]);
    expect(within(screen.getByTestId('user-10231')).getByText('已禁用')).toBeInTheDocument();
    expect(page.sentTo('listSelfUsers')).toHaveLength(1);
  });

  it('searches by name through the URL', async () => {
    const page = await renderRoute('/page/user', asCustomer);
    await screen.findByTestId('user-10238');
    await fill(screen.getByLabelText('用户名'), 'huadong');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ name: 'huadong' }));
    await waitFor(() =>
      expect(page.sentTo('searchSelfUsers')[0]?.body).toEqual({ account: 'CDN1024', username: 'huadong' }),
    );
    expect(await screen.findByTestId('user-10235')).toBeInTheDocument();
  });

  it('previews the sections and landing page of the permissions chosen, live', async () => {
    await renderRoute('/page/user', asCustomer);
    const dialog = await openCreate();
    const preview = within(dialog).getByTestId('access-preview');
    expect(within(preview).getByTestId('preview-landing')).toHaveTextContent('/newwelcome');
    await userEvent.click(within(dialog).getByLabelText('账单: 只读'));
    expect(within(preview).getByTestId('preview-landing')).toHaveTextContent('/page/bill');
    expect(within(preview).getByTestId('preview-sections')).toHaveTextContent('个人中心');
    await userEvent.click(within(dialog).getByLabelText('云主机: 可操作'));
    expect(within(preview).getByTestId('preview-landing')).toHaveTextContent('/cdn/overviewHost');
    expect(within(preview).getByTestId('preview-sections')).toHaveTextContent('CDN');
  });

  it('creates a user with its permissions and lists it', async () => {
    const page = await renderRoute('/page/user', { ...asCustomer, api: { listSelfUsers: 'success' } });
    const dialog = await openCreate();
    await fillForm(dialog, {
      用户名: 'xinghe_new',
      邮箱: 'new@xinghe-video.com',
      密码: '12345678',
      确认密码: '12345678',
    });
    await userEvent.click(within(dialog).getByLabelText('账单: 只读'));
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(page.sentTo('createSelfUser')).toHaveLength(1));
    const [sent] = page.sentTo('createSelfUser');
    expect(sent?.url.pathname).toBe('/shiro/self/create/zh');
    expect(sent?.body).toMatchObject({
      username: 'xinghe_new',
      password: '12345678',
      account: 'CDN1024',
      permissions: ['portal:bill:view:*'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.sentTo('listSelfUsers')).toHaveLength(1); // the list followed the answer without a reload
  });

  it('checks the form before sending: used name, short password, mismatch', async () => {
    const page = await renderRoute('/page/user', asCustomer);
    const dialog = await openCreate();
    await fillForm(dialog, { 用户名: 'xinghe_dev', 密码: 'short', 确认密码: 'other' });
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('用户名已被使用')).toBeInTheDocument();
    expect(within(dialog).getByText('输入的密码无效')).toBeInTheDocument();
    expect(within(dialog).getByText('与新密码不一致')).toBeInTheDocument();
    expect(page.sentTo('createSelfUser')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const page = await renderRoute('/page/user', { ...asCustomer, api: { createSelfUser: 'usernameExists' } });
    const dialog = await openCreate();
    await fillForm(dialog, { 用户名: 'taken_name', 密码: '12345678', 确认密码: '12345678' });
    await userEvent.click(within(dialog).getByLabelText('概览: 只读'));
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByTestId('form-refusal')).toHaveTextContent('用户名已被使用');
    expect(within(dialog).getByLabelText(/^用户名/)).toHaveValue('taken_name');
    expect(within(dialog).getByLabelText('概览: 只读')).toBeChecked();
    expect(page.sentTo('createSelfUser')).toHaveLength(1);
  });

  it('deletes after confirmation and removes the row by uid', async () => {
    const page = await renderRoute('/page/user', asCustomer);
    await userEvent.click(within(await screen.findByTestId('user-10231')).getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByTestId('user-10231')).not.toBeInTheDocument());
    expect(page.sentTo('deleteSelfUser')[0]?.url.pathname).toBe('/shiro/self/delete/10231');
  });

  it('enabling keeps the permissions the row had', async () => {
    const page = await renderRoute('/page/user', { ...asCustomer, language: 'en' });
    const row = await screen.findByTestId('user-10231');
    expect(row).toHaveTextContent('3 permissions');
    await userEvent.click(within(row).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(within(screen.getByTestId('user-10231')).getByText('Enabled')).toBeInTheDocument());
    expect(screen.getByTestId('user-10231')).toHaveTextContent('3 permissions');
    expect(page.sentTo('enableSelfUser')[0]?.body).toEqual({ uid: '10231', enabled: true });
  });
});
