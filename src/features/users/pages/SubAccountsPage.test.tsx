// The sub-account (domain group) screen through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readUser } from '@/api/session';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '新增子账号' }));
  return screen.findByRole('dialog');
};
const type = (dialog: HTMLElement, label: string, value: string) =>
  fill(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);

describe('sub-accounts page', () => {
  it("lists the customer's groups", async () => {
    const page = await renderRoute('/page/userAccount', { user: 'customer' });
    expect(await screen.findByTestId('group-CDN1024_02')).toHaveTextContent('星河视频华南');
    expect(page.sentTo('listDomainGroups')[0]?.url.searchParams.get('customer')).toBe('CDN1024');
  });

  it('adds a group, and the session tree offers it', async () => {
    const page = await renderRoute('/page/userAccount', { user: 'customer' });
    await screen.findByTestId('group-CDN1024_01');
    const dialog = await openAdd();
    await type(dialog, '标识', 'CDN1024_04');
    await type(dialog, '公司名称', '星河视频西南');
    await type(dialog, '联系邮箱', 'xinan@xinghe-video.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(page.sentTo('addDomainGroup')).toHaveLength(1));
    expect(page.sentTo('addDomainGroup')[0]?.body).toEqual({
      customer: 'CDN1024',
      identity: 'CDN1024_04',
      companyName: '星河视频西南',
      email: 'xinan@xinghe-video.com',
    });
    await waitFor(() => expect(readUser()?.treeData.map((node) => node.value)).toContain('CDN1024_04'));
    expect(readUser()?.account_all.split(',')).toContain('CDN1024_04');
  });

  it('refuses a bad identifier, a taken one and a bad email before sending', async () => {
    const page = await renderRoute('/page/userAccount', { user: 'customer' });
    await screen.findByTestId('group-CDN1024_01');
    const dialog = await openAdd();
    await type(dialog, '标识', 'CDN1024-09');
    await type(dialog, '联系邮箱', 'xinan@');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('只能包含字母、数字和下划线')).toBeInTheDocument();
    expect(within(dialog).getByText('邮箱格式错误')).toBeInTheDocument();
    expect(within(dialog).getByText('公司名称不能为空')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^标识/));
    await type(dialog, '标识', 'cdn1024_01');
    expect(await within(dialog).findByText('标识已存在')).toBeInTheDocument();
    expect(page.sentTo('addDomainGroup')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the input", async () => {
    await renderRoute('/page/userAccount', { user: 'customer', api: { addDomainGroup: 'identityExists' } });
    await screen.findByTestId('group-CDN1024_01');
    const dialog = await openAdd();
    await type(dialog, '标识', 'CDN1024_07');
    await type(dialog, '公司名称', '星河视频华中');
    await type(dialog, '联系邮箱', 'huazhong@xinghe-video.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByTestId('form-refusal')).toHaveTextContent('Identify existence');
    expect(within(dialog).getByLabelText(/^标识/)).toHaveValue('CDN1024_07');
    expect(readUser()?.treeData.map((node) => node.value)).not.toContain('CDN1024_07');
  });

  it('sends a user without the account permission to their landing page, without calling', async () => {
    const page = await renderRoute('/page/userAccount', { user: 'subAccount', language: 'en' });
    expect(page.href()).not.toContain('/page/userAccount');
    expect(page.sentTo('listDomainGroups')).toHaveLength(0);
  });

  it("shows the server's refusal of the list in the page", async () => {
    await renderRoute('/page/userAccount', { user: 'customer', api: { listDomainGroups: 'notMainAccount' } });
    expect(
      await screen.findByText(/this user is not a main customer account|该用户不是主客户账号/),
    ).toBeInTheDocument();
  });
});
