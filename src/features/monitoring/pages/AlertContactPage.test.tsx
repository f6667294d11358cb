// The contacts and groups screen through its route, against the contract's examples. The reload rules of
// 002 §4 are checked by counting the list requests after each change: without the contract's x-invalidates
// the second request never goes out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { removeToasts } from '@/components/ui/toaster';
import { rulesQuery } from '../api/monitoring-queries';
import { fill } from '@tests/fill';

// A customer operating cloud monitoring (the harness's default customer only views it).
const asCustomer = { permissions: ['portal:cloudMonit:operation:*'] };

// The toaster outlives a test (it is the app's one store): each test starts without earlier toasts.
afterEach(() => removeToasts());

const ACCOUNT = 'CDN1024'; // the customer example's own account

async function openContacts(options: Parameters<typeof renderRoute>[1] = {}) {
  const page = await renderRoute('/CMonit/alertContact', { ...asCustomer, ...options });
  await screen.findByTestId('contact-301');
  return page;
}

const dialog = () => screen.findByRole('dialog');

// Generous time: these tests type whole forms, and the machines are shared.
describe('alert contacts page', () => {
  it('lists the contacts and groups of the session account', async () => {
    const page = await openContacts();
    expect(screen.getByTestId('contact-301')).toHaveTextContent('张伟');
    expect(screen.getByTestId('contact-301')).toHaveTextContent('运维值班组, 技术负责人');
    expect(screen.getByTestId('group-47')).toHaveTextContent('暂无成员');
    expect(page.sentTo('listMonitoringContacts').map((r) => r.body)).toEqual([{ account: ACCOUNT }]);
    expect(page.sentTo('listMonitoringGroups').map((r) => r.body)).toEqual([{ account: ACCOUNT }]);
  });

  it('filters the contacts by phone through the URL', async () => {
    const page = await openContacts();
    await fill(screen.getByLabelText('姓名、手机或邮箱'), '1501111');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search().name).toBe('1501111'));
    expect(screen.getAllByTestId(/^contact-/).map((row) => row.dataset.testid)).toEqual(['contact-305']);
  });

  it('checks the form, then adds the contact, says 成功 and reloads both lists', async () => {
    const page = await openContacts();
    await userEvent.click(screen.getByRole('button', { name: '添加联系人' }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入联系人姓名')).toBeInTheDocument();
    expect(form.getByText('请输入手机号码')).toBeInTheDocument();
    expect(form.getByText('请输入邮箱地址')).toBeInTheDocument();
    await fill(form.getByLabelText(/联系人姓名/), '赵敏');
    await fill(form.getByLabelText(/手机号码/), '0571-8888');
    await fill(form.getByLabelText(/^邮箱/), 'zhaomin@');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入以 1 开头的 11 位手机号码')).toBeInTheDocument();
    expect(form.getByText('邮箱格式错误')).toBeInTheDocument();
    expect(page.sentTo('addMonitoringContact')).toHaveLength(0);

    await userEvent.clear(form.getByLabelText(/手机号码/));
    await fill(form.getByLabelText(/手机号码/), '+86 138 0000 1111');
    await fill(form.getByLabelText(/^邮箱/), 'xinghe-video.com');
    await userEvent.click(form.getByText('业务通知组'));
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('成功')).toBeInTheDocument();
    expect(page.sentTo('addMonitoringContact').map((r) => r.body)).toEqual([
      {
        account: ACCOUNT,
        name: '赵敏',
        phone: '13800001111',
        email: 'zhaomin@xinghe-video.com',
        wechat: '',
        groupIds: [47],
      },
    ]);
    await waitFor(() => expect(page.sentTo('listMonitoringContacts')).toHaveLength(2));
    await waitFor(() => expect(page.sentTo('listMonitoringGroups')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const page = await openContacts({ api: { updateMonitoringContact: 'emailInvalid' } });
    await userEvent.click(within(screen.getByTestId('contact-302')).getByRole('button', { name: '编辑' }));
    const form = within(await dialog());
    await fill(form.getByLabelText(/微信号/), 'lina_noc');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByTestId('form-refusal')).toHaveTextContent('邮箱格式错误');
    expect(form.getByLabelText(/微信号/)).toHaveValue('lina_noc');
    expect(page.sentTo('updateMonitoringContact')[0]?.body).toMatchObject({ id: 302, wechat: 'lina_noc' });
    // A refused change reloads nothing.
    expect(page.sentTo('listMonitoringContacts')).toHaveLength(1);
  });

  it('deletes a contact after confirmation and reloads contacts and groups', async () => {
    const page = await openContacts();
    await userEvent.click(within(screen.getByTestId('contact-309')).getByRole('button', { name: '删除' }));
    await userEvent.dblClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(page.sentTo('listMonitoringGroups')).toHaveLength(2));
    expect(page.sentTo('deleteMonitoringContact').map((r) => r.url.pathname)).toEqual(['/monit/contacts/delete/309']);
    expect(page.sentTo('listMonitoringContacts')).toHaveLength(2);
  });

  it('removes one member from a group and reloads both lists', async () => {
    const page = await openContacts();
    await userEvent.click(screen.getByRole('button', { name: '将 李娜 移出 运维值班组' }));
    await waitFor(() => expect(page.sentTo('listMonitoringContacts')).toHaveLength(2));
    expect(page.sentTo('removeMonitoringGroupContact')[0]?.url.pathname).toBe('/monit/group/delete/41/302');
    expect(page.sentTo('listMonitoringGroups')).toHaveLength(2);
  });

  it('renaming a group reloads contacts and groups and makes the alert rules stale', async () => {
    const page = await openContacts();
    const rules = rulesQuery(ACCOUNT);
    page.queryClient.setQueryData(rules.queryKey, []);
    await userEvent.click(within(screen.getByTestId('group-47')).getByRole('button', { name: '编辑' }));
    const form = within(await dialog());
    await userEvent.clear(form.getByLabelText(/组名称/));
    await fill(form.getByLabelText(/组名称/), '带宽通知组');
    await userEvent.click(form.getByText('王强'));
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(page.sentTo('listMonitoringGroups')).toHaveLength(2));
    expect(page.sentTo('listMonitoringContacts')).toHaveLength(2);
    expect(page.sentTo('updateMonitoringGroup')[0]?.body).toEqual({
      id: 47,
      account: ACCOUNT,
      name: '带宽通知组',
      remark: '仅接收带宽告警',
      contactIds: [305],
    });
    expect(page.queryClient.getQueryState(rules.queryKey)?.isInvalidated).toBe(true);
  });

  it('deleting a group makes the alert rules stale; a refusal shows the server message', async () => {
    let refuse = true;
    const page = await openContacts({ api: { deleteMonitoringGroup: () => (refuse ? 'inUse' : 'success') } });
    const rules = rulesQuery(ACCOUNT);
    page.queryClient.setQueryData(rules.queryKey, []);
    const confirmDelete = async () => {
      await userEvent.click(within(screen.getByTestId('group-41')).getByRole('button', { name: '删除' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    };
    await confirmDelete();
    expect(await screen.findByText('该联系组正被告警规则使用，无法删除')).toBeInTheDocument();
    expect(page.queryClient.getQueryState(rules.queryKey)?.isInvalidated).toBe(false);
    refuse = false;
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(page.queryClient.getQueryState(rules.queryKey)?.isInvalidated).toBe(true));
    expect(page.sentTo('listMonitoringContacts')).toHaveLength(2);
  });

  it('speaks English: the messages and the success toast', async () => {
    await openContacts({ language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const form = within(await dialog());
    await fill(form.getByLabelText(/Contact name/), '张伟');
    await fill(form.getByLabelText(/Mobile phone/), '123');
    await fill(form.getByLabelText(/^Email/), 'x@');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A contact of that name exists')).toBeInTheDocument();
    expect(form.getByText('Enter an 11-digit mobile number starting with 1')).toBeInTheDocument();
    expect(form.getByText('Email Format error')).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText(/Contact name/));
    await fill(form.getByLabelText(/Contact name/), 'Zhao Min');
    await userEvent.clear(form.getByLabelText(/Mobile phone/));
    await fill(form.getByLabelText(/Mobile phone/), '13800001111');
    await fill(form.getByLabelText(/^Email/), 'xinghe-video.com');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
  });

  it('sends a test message to the channels the contact has', async () => {
    const page = await openContacts({ api: { sendMonitoringContactMessage: 'tooFrequent' } });
    await userEvent.click(within(screen.getByTestId('contact-301')).getByRole('button', { name: '发送测试消息' }));
    expect(await screen.findByText('发送过于频繁，请 1 分钟后再试')).toBeInTheDocument();
    expect(page.sentTo('sendMonitoringContactMessage')[0]?.body).toEqual({
      account: ACCOUNT,
      id: 301,
      channels: ['sms', 'email', 'wechat'],
    });
  });
});
