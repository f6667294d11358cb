// The website list through its route, against the contract's examples: the list, the add form (remark
// limit, fresh cname, server's msg as the toast, refusal text from `data` kept in the form), and the
// confirmed enable/disable.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { getRowAction } from '@tests/row-actions';
import * as saving from '@/components/save-blob';
import { fill } from '@tests/fill';

// A customer operating website protection (the harness's default customer does not hold it).
const asCustomer = { permissions: ['portal:imperva:operation:*'] };

describe('website list page', () => {
  it('lists the websites with their status and load-balancing mode', async () => {
    await renderRoute('/dcdn/website', asCustomer);
    const row = await screen.findByTestId('website-3101');
    expect(row).toHaveTextContent('www.xinghe-video.com');
    expect(row).toHaveTextContent('加权');
    expect(row).toHaveTextContent('已配置');
    expect(screen.getAllByTestId(/^website-\d+$/)).toHaveLength(5);
  });

  it('exports a CSV with the columns the table shows, worded as shown', async () => {
    const save = vi.spyOn(saving, 'saveBlob').mockImplementation(() => {});
    await renderRoute('/dcdn/website', { user: 'superadmin', language: 'en' });
    await screen.findByTestId('website-3101');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const text = new TextDecoder().decode(await save.mock.calls[0]![0].arrayBuffer());
    const [header, first] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Domain,CNAME,Origins,Load balancing,Status,Remark');
    expect(first).toMatch(/^www\.xinghe-video\.com,.*Weighted,Configured/);
    save.mockRestore();
  });

  it('filters by domain through the URL', async () => {
    const page = await renderRoute('/dcdn/website', asCustomer);
    await screen.findByTestId('website-3101');
    await fill(screen.getByLabelText('域名'), 'beichen');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ domain: 'beichen', page: 1 }));
    expect(screen.getAllByTestId(/^website-\d+$/).map((r) => r.dataset.testid)).toEqual([
      'website-3107',
      'website-3110',
    ]);
  });

  it('refuses a remark over 100 characters, then creates with the fresh cname and shows the server msg', async () => {
    const page = await renderRoute('/dcdn/website?edit="new"', asCustomer);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('CNAME')).toHaveValue('t6y4h2js.dcdn.orange-cdn.com'));
    await fill(within(dialog).getByLabelText(/^域名/), 'shop.example.com');
    await fill(within(dialog).getByLabelText(/源站地址 1/), '203.0.113.10');
    const remark = within(dialog).getByLabelText('备注');
    await userEvent.click(remark);
    await userEvent.paste('备'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('备注最多 100 个字符')).toBeInTheDocument();
    expect(page.sentTo('createWebsite')).toHaveLength(0);
    await userEvent.clear(remark);
    await fill(remark, '商城');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(page.sentTo('createWebsite')).toHaveLength(1));
    expect(page.sentTo('createWebsite')[0]?.body).toMatchObject({
      domain: 'shop.example.com',
      cname: 't6y4h2js.dcdn.orange-cdn.com',
      origins: [{ address: '203.0.113.10', port: 80 }],
      listenPorts: [{ protocol: 'http', port: 80 }],
      certificateId: null,
      remark: '商城',
    });
    expect(
      await screen.findByText('网站添加成功，请将域名 CNAME 解析到 t6y4h2js.dcdn.orange-cdn.com'),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.href()).toBe('/dcdn/website'));
    // Creating used the cname up: it is asked for again.
    await waitFor(() => expect(page.sentTo('getRandomWebsiteDomain').length).toBeGreaterThanOrEqual(1));
  });

  it("shows a refusal's text from data in the form and keeps what was typed", async () => {
    const page = await renderRoute('/dcdn/website?edit=3102', { ...asCustomer, api: { updateWebsite: 'configuring' } });
    const dialog = await screen.findByRole('dialog');
    const remark = within(dialog).getByLabelText('备注');
    await userEvent.clear(remark);
    await fill(remark, '扩容');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByTestId('form-refusal')).toHaveTextContent('网站配置下发中，请稍后再修改');
    expect(remark).toHaveValue('扩容');
    expect(page.sentTo('updateWebsite')[0]?.body).toMatchObject({ id: 3102, remark: '扩容' });
  });

  it('asks before disabling, says what changes, and toasts the server msg', async () => {
    const page = await renderRoute('/dcdn/website', asCustomer);
    const row = await screen.findByTestId('website-3101');
    await userEvent.click(await getRowAction(within(row), '禁用'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('网关将停止防护 www.xinghe-video.com');
    expect(page.sentTo('disableWebsite')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '禁用' }));
    await waitFor(() => expect(page.sentTo('disableWebsite')[0]?.body).toEqual({ id: 3101 }));
    expect(await screen.findByText('网站禁用成功，正在停用')).toBeInTheDocument();
  });

  it('shows the text in data when enabling is refused', async () => {
    await renderRoute('/dcdn/website', { ...asCustomer, api: { enableWebsite: 'notDisabled' } });
    const row = await screen.findByTestId('website-3107');
    await userEvent.click(await getRowAction(within(row), '启用'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '启用' }));
    expect(await screen.findByText('当前状态不允许启用')).toBeInTheDocument();
  });

  it('works in English', async () => {
    await renderRoute('/dcdn/website', { ...asCustomer, language: 'en' });
    const row = await screen.findByTestId('website-3102');
    expect(row).toHaveTextContent('Least pending requests');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });
});
