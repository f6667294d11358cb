// The certificate list through its route, against the contract's examples.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { getRowAction } from '@tests/row-actions';
import { backgroundJobs } from '@/components/jobs/background-jobs';
import { fill } from '@tests/fill';

const rowsShown = () => screen.getAllByTestId(/^certificate-\d+$/).map((row) => row.dataset.testid);

describe('certificate list page', () => {
  it("lists the account's certificates with no pager for one page", async () => {
    const page = await renderRoute('/page/certificateUpload', { mock: 'remembering', user: 'customer' });
    expect(await screen.findByTestId('certificate-1001')).toHaveTextContent('星河视频主站证书');
    expect(rowsShown()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    expect(page.sentTo('listCertificatesByAccount')).toHaveLength(1);
    expect(page.sentTo('listCertificatesByAccount')[0]?.url.searchParams.get('account')).toBe('CDN1024');
  });

  it('searches by name through the URL and starts again at page 1', async () => {
    const page = await renderRoute('/page/certificateUpload?page=1', { mock: 'remembering', user: 'customer' });
    await screen.findByTestId('certificate-1001');
    await fill(screen.getByLabelText('证书名称'), '星河');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ name: '星河', page: 1 }));
    await waitFor(() => expect(page.sentTo('searchCertificates')).toHaveLength(1));
    expect(page.sentTo('searchCertificates')[0]?.body).toMatchObject({ name: '星河', account: 'CDN1024', type: 2 });
  });

  it('refuses a day after today, says why and keeps what was typed', async () => {
    const page = await renderRoute('/page/certificateUpload', { mock: 'remembering', user: 'customer' });
    await screen.findByTestId('certificate-1001');
    await fill(screen.getByLabelText('证书名称'), '主站');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('不能选择今天之后的日期');
    expect(screen.getByLabelText('证书名称')).toHaveValue('主站');
    expect(page.sentTo('searchCertificates')).toHaveLength(0);
    expect(page.search().name).toBeUndefined();
  });

  it('sorts by expiry from the header, announced with aria-sort and kept in the URL', async () => {
    const page = await renderRoute('/page/certificateUpload', { mock: 'remembering', user: 'customer' });
    await screen.findByTestId('certificate-1001');
    const header = screen.getByRole('columnheader', { name: /到期时间/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(page.search().sort).toEqual({ id: 'afterDate', desc: false }));
    expect(screen.getByRole('columnheader', { name: /到期时间/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(rowsShown()[0]).toBe('certificate-1008');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /到期时间/ })).getByRole('button'));
    await waitFor(() => expect(page.search().sort).toEqual({ id: 'afterDate', desc: true }));
    expect(rowsShown()[0]).toBe('certificate-1009');
  });

  it('pages the all-accounts scope in the browser and shows the account column', async () => {
    const page = await renderRoute('/page/certificateUpload?scope=3&page=2', {
      mock: 'remembering',
      user: 'superadmin',
    });
    await screen.findByTestId('certificate-4001');
    // Every account's certificates the lists' examples hold, the list of all accounts' first.
    expect(rowsShown()).toEqual(
      [2001, 2005, 3001, 3002, 3003, 4001, 4002, 2002, 2003, 2004].map((id) => `certificate-${id}`),
    );
    expect(screen.getByRole('columnheader', { name: '账号' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(page.search().page).toBe(1));
    expect(rowsShown()).toHaveLength(10);
  });

  it('shows the empty state', async () => {
    await renderRoute('/page/certificateUpload', {
      mock: 'remembering',
      user: 'customer',
      api: { listCertificatesByAccount: 'empty' },
    });
    expect(await screen.findByText('暂无证书')).toBeInTheDocument();
  });

  it('deletes once for a double click on the confirmation', async () => {
    const page = await renderRoute('/page/certificateUpload', { mock: 'remembering', user: 'customer' });
    await userEvent.click(await getRowAction(within(await screen.findByTestId('certificate-1001')), '删除'));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(page.sentTo('deleteCertificate')).toHaveLength(1));
  });

  it('follows an accepted deletion in the task tray', async () => {
    await renderRoute('/page/certificateUpload', { mock: 'remembering', user: 'customer' });
    await userEvent.click(await getRowAction(within(await screen.findByTestId('certificate-1002')), '删除'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(backgroundJobs.list()[0]).toMatchObject({ id: 'certificate-delete-1002', subject: '图片域名证书' }),
    );
  });
});
