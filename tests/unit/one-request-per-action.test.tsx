// Every kind of control that sends a write or a download sends it once, even for two clicks in the same
// task (before any re-render could disable it): login, logout, a row's download, a confirmation, a form.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as saving from '@/components/save-blob';
import { renderRoute } from '../page-harness';
import { getRowAction } from '../row-actions';
import { fill } from '@tests/fill';

afterEach(() => vi.restoreAllMocks());

/** Two clicks in one task: nothing renders between them. */
const doubleClick = (element: HTMLElement) =>
  act(() => {
    element.click();
    element.click();
  });

describe('one request per action', () => {
  it('logs in once', async () => {
    const page = await renderRoute('/newlogin', { user: null, api: { autoLogin: 'noSession' } });
    await fill(await screen.findByLabelText('用户名'), 'superadmin');
    await fill(screen.getByLabelText('密码'), 'P@ssw0rd!');
    await doubleClick(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(page.href()).toBe('/cdn/newoverview'));
    expect(page.sentTo('login')).toHaveLength(1);
  });

  it('logs out once', async () => {
    const page = await renderRoute('/page/certificateUpload', { user: 'customer', api: { autoLogin: 'noSession' } });
    await doubleClick(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(page.href()).toMatch(/^\/newlogin/));
    expect(page.sentTo('logout')).toHaveLength(1);
  });

  it("downloads a row's file once", async () => {
    vi.spyOn(saving, 'saveBlob').mockImplementation(() => {});
    const page = await renderRoute('/page/certificateUpload', { user: 'customer' });
    const row = await screen.findByTestId('certificate-1001');
    await doubleClick(within(row).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saving.saveBlob).toHaveBeenCalledTimes(1));
    expect(page.sentTo('downloadCertificate')).toHaveLength(1);
  });

  it('confirms a delete once', async () => {
    const page = await renderRoute('/page/certificateUpload', { user: 'customer' });
    await userEvent.click(await getRowAction(within(await screen.findByTestId('certificate-1001')), '删除'));
    await doubleClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(page.sentTo('deleteCertificate')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.sentTo('deleteCertificate')).toHaveLength(1);
  });

  it('submits a form dialog once', async () => {
    const page = await renderRoute('/page/certificateUpload', { user: 'customer' });
    await userEvent.click(await getRowAction(within(await screen.findByTestId('certificate-1004')), '编辑'));
    const dialog = await screen.findByRole('dialog');
    await doubleClick(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(page.sentTo('updateCertificate')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.sentTo('updateCertificate')).toHaveLength(1);
  });
});
