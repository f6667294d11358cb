// The host screens through their routes, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@/api/generated/operations';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';
import { hostsOf } from '../rules/host-list';
import type { HostsAnswer } from '../types';

// The host tables window their rows. jsdom has no layout: the first paint assumes a screenful, but a later
// render measures the scroll area at 0 px and draws no row, so changes after the first paint are read from
// the rows the table is given (the cached answer's hosts) rather than from the DOM.
const cachedHosts = (page: Awaited<ReturnType<typeof renderRoute>>, id: OperationId) =>
  page.queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[0] === id && query.state.status === 'success')
    .flatMap((query) => hostsOf(query.state.data as HostsAnswer));

describe('host screens', () => {
  it('overview: counts and the two lists, with the customer list', async () => {
    const page = await renderRoute('/cdn/overviewHost', { user: 'superadmin', language: 'en' });
    expect(await screen.findByTestId('host-count')).toHaveTextContent('6');
    expect(await screen.findByTestId('host-1004')).toHaveTextContent('Expired');
    // CPU with its unit, in the plural form of the count.
    expect(screen.getByTestId('host-1004')).toHaveTextContent('2 cores / 4 GB / 60 GB');
    expect(page.sentTo('countHosts')[0]?.body).toEqual({ customs: ['CDN0001', 'CDN1024', 'CDN1024_01', 'CDN2048'] });
    expect(page.sentTo('listServerHosts')[0]?.body).toEqual({
      customs: ['CDN0001', 'CDN1024', 'CDN1024_01', 'CDN2048'],
    });
  });

  it('calls a running host 运行中 in Chinese (a host that is up, not a task in progress)', async () => {
    await renderRoute('/cdn/overviewHost', { user: 'superadmin', language: 'zh' });
    expect(await screen.findByTestId('host-count')).toBeInTheDocument();
    expect(screen.getAllByText('运行中').length).toBeGreaterThan(0);
    expect(screen.queryByText('进行中')).not.toBeInTheDocument();
  });

  it('cloud host list: only virtual servers, even from a search answering both', async () => {
    const page = await renderRoute('/cdn/cloudHostList?q=%22xh%22', { user: 'superadmin' });
    expect(await screen.findByTestId('host-1001')).toBeInTheDocument();
    expect(screen.queryByTestId('host-1006')).not.toBeInTheDocument();
    // The superadmin's detail search carries no customs filter.
    expect(page.sentTo('searchHostDetails')[0]?.body).toEqual({ keyword: 'xh', type: 'vps', area: '' });
  });

  it('dedicated server list: filters by area through the URL with the customs', async () => {
    const page = await renderRoute('/cdn/specialHostList', {
      user: 'superadmin',
      api: { listHostDetails: 'dedicatedServers' },
    });
    expect(await screen.findByTestId('host-1003')).toBeInTheDocument();
    expect(page.sentTo('listHostDetails')[0]?.body).toMatchObject({ type: 'server' });
    await screen.findByRole('option', { name: '华东' });
    await userEvent.selectOptions(screen.getByLabelText('区域'), '华东');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ area: '华东' }));
    await waitFor(() =>
      expect(page.sentTo('searchHostsByArea')[0]?.body).toMatchObject({ area: '华东', type: 'server' }),
    );
    expect(page.sentTo('searchHostsByArea')[0]?.body).toMatchObject({
      customs: ['CDN0001', 'CDN1024', 'CDN1024_01', 'CDN2048'],
    });
    await waitFor(() => expect(screen.getByText('1 台主机')).toBeInTheDocument()); // 1006 only: 1001 and 1007 are virtual
  });

  it("renames a host, says 'success' and updates the row by id", async () => {
    const page = await renderRoute('/cdn/cloudHostList', { user: 'superadmin' });
    await userEvent.click(within(await screen.findByTestId('host-1002')).getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^主机名称/);
    await userEvent.clear(name);
    await fill(name, 'xh-edge-gz-video-02');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const names = cachedHosts(page, 'listHostDetails').map((host) => `${host.id}:${host.hostName}`);
    expect(names).toEqual(['1001:xh-edge-sh-01', '1002:xh-edge-gz-video-02', '1004:bc-shop-cd-01']);
    expect(page.sentTo('listHostDetails')).toHaveLength(1); // followed the answer, nothing reloaded
    expect(page.sentTo('renameHost')[0]?.body).toMatchObject({
      id: 1002,
      hostName: 'xh-edge-gz-video-02',
      type: 'vps',
    });
  });

  it("shows the server's refusal of a rename and keeps the name typed", async () => {
    await renderRoute('/cdn/cloudHostList', { user: 'superadmin', api: { renameHost: 'hostNameExists' } });
    await userEvent.click(within(await screen.findByTestId('host-1002')).getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText(/^主机名称/), '-x');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByTestId('form-refusal')).toHaveTextContent('主机名称已存在');
    expect(within(dialog).getByLabelText(/^主机名称/)).toHaveValue('xh-edge-gz-02-x');
  });
});
