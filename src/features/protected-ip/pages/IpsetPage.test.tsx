// The IP protection list through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { closeRowMenu, findRowAction, getRowAction, isUnavailable } from '@tests/row-actions';
import { fill } from '@tests/fill';

// A customer operating protected IPs (the harness's default customer does not hold them).
const asCustomer = { permissions: ['portal:ipP:operation:*'] };

const row = async (id: number) => within(await screen.findByTestId(`entry-${id}`));
const rowsShown = () => screen.getAllByTestId(/^entry-\d+$/).map((element) => element.dataset.testid);

async function openAddDialog() {
  await userEvent.click(screen.getByRole('button', { name: '添加 IP 防护' }));
  return within(await screen.findByRole('dialog'));
}

// Forms are typed into key by key: on a shared machine a test can outlast the default 5 s.
describe('IP protection list', () => {
  it('lists every entry with its status and offers what each status allows', async () => {
    await renderRoute('/ipP/ipset', asCustomer);
    const configured = await row(10231);
    expect(configured.getByText('203.107.44.18')).toBeInTheDocument();
    expect(configured.getByText('80, 443')).toBeInTheDocument();
    expect(configured.getByText('xhv-web01.ipp.orange-cdn.com')).toBeInTheDocument();
    expect(configured.getByTestId('entry-status')).toHaveTextContent('已配置');
    expect(isUnavailable(await getRowAction(configured, '禁用'))).toBe(false);
    expect(isUnavailable(await getRowAction(configured, '检查配置'))).toBe(false);
    expect(await findRowAction(configured, '启用')).toBeNull();

    const disabled = await row(10251);
    expect(disabled.getByTestId('entry-status')).toHaveTextContent('已禁用');
    expect(isUnavailable(await getRowAction(disabled, '启用'))).toBe(false);
    expect(await findRowAction(disabled, '禁用')).toBeNull();

    // A configuring entry cannot be changed until it settles, and says why.
    const configuring = await row(10232);
    expect(configuring.getByText('7000–7050')).toBeInTheDocument();
    expect(configuring.getByTestId('entry-status')).toHaveTextContent('配置中');
    expect(isUnavailable(await getRowAction(configuring, '编辑'))).toBe(true);
    expect(await getRowAction(configuring, '删除')).toHaveAttribute('title', '当前状态（配置中）不可操作');
    await closeRowMenu();
    expect(rowsShown()).toHaveLength(6);
  });

  it('filters by status and text through the URL', async () => {
    const page = await renderRoute('/ipP/ipset', asCustomer);
    await screen.findByTestId('entry-10231');
    await userEvent.selectOptions(screen.getByLabelText('状态'), '已禁用');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ status: 3, page: 1 }));
    expect(rowsShown()).toEqual(['entry-10251']);
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await fill(screen.getByLabelText('源站 IP、CNAME 或端口'), '30000');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toEqual({ q: '30000', page: 1 }));
    expect(rowsShown()).toEqual(['entry-10245']);
    // The list is filtered in the browser: no read carries the filters (the list may poll while an entry is
    // in a transient status, so the count of reads depends on how long the test took).
    const bodies = page.sentTo('listProtectedIps').map((request) => request.url.search + JSON.stringify(request.body));
    expect(new Set(bodies).size).toBe(1);
  });

  it('shows the text in data when the list fails', async () => {
    await renderRoute('/ipP/ipset', { ...asCustomer, api: { listProtectedIps: 'serverBusy' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
  });

  it('refuses bad ports with the messages of 002 §5.4 and sends nothing', async () => {
    const page = await renderRoute('/ipP/ipset', asCustomer);
    await screen.findByTestId('entry-10231');
    const dialog = await openAddDialog();
    await userEvent.click(dialog.getByRole('button', { name: '创建' }));
    expect(await dialog.findByText('请填写端口或端口范围')).toBeInTheDocument();
    expect(dialog.getByText('源站 IP 不能为空')).toBeInTheDocument();
    const submit = () => userEvent.click(dialog.getByRole('button', { name: '创建' }));
    await fill(dialog.getByLabelText('端口范围起始'), '7000');
    await submit();
    expect(await dialog.findByText('端口范围的结束端口不能为空')).toBeInTheDocument();
    await fill(dialog.getByLabelText('端口范围结束'), '7200');
    await submit();
    expect(await dialog.findByText('端口范围最多包含 100 个端口')).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText('端口范围起始'));
    await fill(dialog.getByLabelText('端口范围起始'), '8000');
    await submit();
    expect(await dialog.findByText('起始端口必须小于结束端口')).toBeInTheDocument();
    await fill(dialog.getByLabelText('端口'), '22');
    await submit();
    expect(await dialog.findByText('端口 22 禁止使用')).toBeInTheDocument();
    // What was typed stays.
    expect(dialog.getByLabelText('端口范围起始')).toHaveValue('8000');
    expect(dialog.getByLabelText('端口范围结束')).toHaveValue('7200');
    expect(page.sentTo('createProtectedIp')).toHaveLength(0);
  });

  it('shows the port messages in English, naming the port', async () => {
    await renderRoute('/ipP/ipset', { ...asCustomer, language: 'en' });
    await screen.findByTestId('entry-10231');
    await userEvent.click(screen.getByRole('button', { name: 'Add IP protection' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fill(dialog.getByLabelText('Port range start'), '3300');
    await fill(dialog.getByLabelText('Port range end'), '3390');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('The port range contains the forbidden port 3389')).toBeInTheDocument();
    expect(dialog.getByText('The source IP cannot be empty')).toBeInTheDocument();
    await fill(dialog.getByLabelText('Ports'), '80,80');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Port 80 is listed twice')).toBeInTheDocument();
  });

  it("shows the server's refusal from data and keeps what was typed", async () => {
    const page = await renderRoute('/ipP/ipset', { ...asCustomer, api: { createProtectedIp: 'sourceIpExists' } });
    await screen.findByTestId('entry-10231');
    const dialog = await openAddDialog();
    await fill(dialog.getByLabelText(/源站 IP/), '117.50.12.66');
    await fill(dialog.getByLabelText(/CNAME 前缀/), 'bc-shop-api');
    await fill(dialog.getByLabelText('端口'), '8080, 8443');
    await fill(dialog.getByLabelText('端口范围起始'), '30000');
    await fill(dialog.getByLabelText('端口范围结束'), '30020');
    await userEvent.click(dialog.getByRole('button', { name: '创建' }));
    expect(await dialog.findByTestId('form-refusal')).toHaveTextContent('源站 IP 117.50.12.66 已存在防护配置');
    expect(page.sentTo('createProtectedIp')[0]?.body).toEqual({
      sourceIp: '117.50.12.66',
      cnamePrefix: 'bc-shop-api',
      ports: [8080, 8443],
      portRange: { start: 30000, end: 30020 },
    });
    expect(dialog.getByLabelText(/源站 IP/)).toHaveValue('117.50.12.66');
    expect(dialog.getByLabelText('端口')).toHaveValue('8080, 8443');
    expect(dialog.getByLabelText('端口范围结束')).toHaveValue('30020');
  });

  it('creates an entry, reloads the list and lands on /ipP/ipset', async () => {
    const page = await renderRoute('/ipP/ipset?status=2&page=1', asCustomer);
    await screen.findByTestId('entry-10231');
    const dialog = await openAddDialog();
    await fill(dialog.getByLabelText(/源站 IP/), '117.50.12.66');
    await fill(dialog.getByLabelText(/CNAME 前缀/), 'bc-shop-api');
    await fill(dialog.getByLabelText('端口'), '8080');
    await userEvent.click(dialog.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('创建成功，等待确认')).toBeInTheDocument();
    expect(page.href()).toBe('/ipP/ipset');
    expect(page.sentTo('createProtectedIp')).toHaveLength(1);
    await waitFor(() => expect(page.sentTo('listProtectedIps').length).toBeGreaterThanOrEqual(2));
  });

  it('edits the ports of an entry, its IP and prefix fixed', async () => {
    const page = await renderRoute('/ipP/ipset', asCustomer);
    await userEvent.click(await getRowAction(await row(10245), '编辑'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText(/源站 IP/)).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('端口')).toHaveValue('25565');
    await userEvent.clear(dialog.getByLabelText('端口范围结束'));
    await fill(dialog.getByLabelText('端口范围结束'), '30050');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(page.sentTo('updateProtectedIp')).toHaveLength(1));
    expect(page.sentTo('updateProtectedIp')[0]?.body).toEqual({
      id: 10245,
      sourceIp: '117.50.12.70',
      cnamePrefix: 'bc-shop-mc',
      ports: [25565],
      portRange: { start: 30000, end: 30050 },
    });
  });

  it('disables after a confirmation, once for a double click', async () => {
    const page = await renderRoute('/ipP/ipset', asCustomer);
    await userEvent.click(await getRowAction(await row(10231), '禁用'));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: '禁用' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(page.sentTo('disableProtectedIp')).toHaveLength(1));
    expect(page.sentTo('disableProtectedIp')[0]?.body).toEqual({ id: 10231 });
  });

  it("shows the server's Chinese success message in English", async () => {
    const page = await renderRoute('/ipP/ipset', { ...asCustomer, language: 'en' });
    await userEvent.click(await getRowAction(await row(10231), 'Disable'));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' });
    await userEvent.click(confirm);
    await waitFor(() => expect(page.sentTo('disableProtectedIp')).toHaveLength(1));
    // The server says '禁用成功，正在停用'.
    expect(await screen.findByText('Disabling started')).toBeInTheDocument();
    expect(screen.queryByText('禁用成功，正在停用')).not.toBeInTheDocument();
  });

  it('enables a disabled entry and shows a refusal from data as a toast', async () => {
    const page = await renderRoute('/ipP/ipset', { ...asCustomer, api: { enableProtectedIp: 'notDisabled' } });
    await userEvent.click(await getRowAction(await row(10251), '启用'));
    expect(await screen.findByText('当前状态不允许启用')).toBeInTheDocument();
    expect(page.sentTo('enableProtectedIp')[0]?.body).toEqual({ id: 10251 });
  });

  it('lists the ports in error of an entry', async () => {
    await renderRoute('/ipP/ipset', asCustomer);
    await userEvent.click(await getRowAction(await row(10245), '端口异常'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('源站端口连接超时')).toBeInTheDocument();
    expect(dialog.getByText('30017')).toBeInTheDocument();
  });

  it('opens the dashboard of an entry', async () => {
    const page = await renderRoute('/ipP/ipset', asCustomer);
    await userEvent.click(await getRowAction(await row(10231), '仪表盘'));
    await waitFor(() => expect(page.href()).toBe('/ipP/dashboards?ids=%5B%2210231%22%5D'));
    await waitFor(() => expect(page.sentTo('getProtectedIpStatistics')).toHaveLength(1));
    expect(page.sentTo('getProtectedIpStatistics')[0]?.body).toMatchObject({ ids: [10231] });
  });
});
