// The domain screen through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { closeRowMenu, getRowAction, isUnavailable } from '@tests/row-actions';
import { scrollTableToRow } from '@tests/table-scroll';
import { fill } from '@tests/fill';

const open = (api = {}) => renderRoute('/cdn/domain', { language: 'en', api });
const row = async (id: number) => within(await screen.findByTestId(`domain-${id}`));

describe('domain list page', () => {
  it('lists a page of the search with statuses and operation states', async () => {
    const page = await open();
    expect((await row(50101)).getByText('cdn.xinghe-video.com')).toBeInTheDocument();
    expect((await row(50104)).getByText('Configuring')).toBeInTheDocument();
    expect((await row(50107)).getByText('Frozen')).toBeInTheDocument();
    expect(page.sentTo('searchDomains')[0]?.body).toMatchObject({ pageNum: 1, pageSize: 10, name: '' });
  });

  it('says why a configuring or disabled domain cannot be edited, rolled back or scheduled', async () => {
    await open();
    const configuring = await row(50104);
    for (const name of ['Settings', 'History', 'Scheduling']) {
      const action = await getRowAction(configuring, name);
      expect(isUnavailable(action)).toBe(true);
      expect(action).toHaveAttribute('title', 'The domain is configuring; try again when it is configured');
    }
    expect((await row(50108)).getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'title',
      'The domain is disabled',
    );
    expect((await row(50101)).getByRole('button', { name: 'Settings' })).toBeEnabled();
    await closeRowMenu();
  });

  it('offers Delete on every domain, enabled, disabled or configuring', async () => {
    await open();
    for (const id of [50101, 50104, 50108]) {
      expect(isUnavailable(await getRowAction(await row(id), 'Delete'))).toBe(false);
      await closeRowMenu();
    }
  });

  it('keeps asking while a domain is configuring', async () => {
    const page = await open();
    await row(50104);
    await waitFor(() => expect(page.sentTo('searchDomains').length).toBeGreaterThan(1), { timeout: 7000 });
  });

  it('searches by name through the URL', async () => {
    const page = await open();
    await row(50101);
    await fill(screen.getByLabelText('Domain name'), 'xinghe');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(page.search()).toMatchObject({ name: 'xinghe', page: 1 }));
    await waitFor(() => expect(page.sentTo('searchDomains').at(-1)?.body).toMatchObject({ name: 'xinghe' }));
  });

  it('stays usable when the server answers 10,000 domains at once: a window of rows, the rest by scrolling', async () => {
    await open({ searchDomains: 'tenThousandDomains' });
    const table = await screen.findByRole('table', { name: 'Domains' });
    expect((await row(60001)).getByText('site1.xinghe-video.com')).toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    expect(screen.getByText('10000 in total')).toBeInTheDocument();
    scrollTableToRow(table, 9990);
    expect((await row(70000)).getByText('site10000.xinghe-video.com')).toBeInTheDocument();
    expect(screen.queryByTestId('domain-60001')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await open({ searchDomains: 'noMatch' });
    expect(await screen.findByText('No domains')).toBeInTheDocument();
  });

  it('deletes after the confirmation', async () => {
    const page = await open();
    await userEvent.click(await getRowAction(await row(50108), 'Delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cannot be retrieved after deletion');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page.sentTo('deleteDomain')).toHaveLength(1));
    expect(page.sentTo('deleteDomain')[0]?.body).toEqual({ id: 50108, name: 'hd-vod.xinghe-video.com' });
  });

  it("deletes an enabled domain after the confirmation and shows the server's refusal in English", async () => {
    const page = await open({ deleteDomain: 'notFound' });
    await userEvent.click(await getRowAction(await row(50101), 'Delete'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The domain does not exist')).toBeInTheDocument();
    expect(page.sentTo('deleteDomain')[0]?.body).toEqual({ id: 50101, name: 'cdn.xinghe-video.com' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows the history, compares a version and rolls back', async () => {
    const page = await open({
      getDomain: (r: { url: URL }) => (r.url.pathname.endsWith('/90388') ? 'version3' : 'success'),
    });
    await userEvent.click((await row(50101)).getByRole('button', { name: 'History' }));
    const version = await screen.findByTestId('version-90388');
    await userEvent.click(within(version).getByRole('button', { name: 'Compare and roll back' }));
    expect(await screen.findByTestId('diff-origins')).toHaveTextContent('101.132.45.19:80');
    await userEvent.click(screen.getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(page.sentTo('updateDomain')).toHaveLength(1));
    expect(page.sentTo('updateDomain')[0]?.body).toMatchObject({
      id: 50101,
      ignoreParams: false,
      origins: [{ address: '101.132.45.17' }, { address: 'origin-bak.xinghe-video.com' }],
    });
  });

  it('offers only Close when the version is identical to the configuration in effect', async () => {
    await open();
    await userEvent.click((await row(50101)).getByRole('button', { name: 'History' }));
    const version = await screen.findByTestId('version-90388');
    await userEvent.click(within(version).getByRole('button', { name: 'Compare and roll back' }));
    expect(await screen.findByTestId('rollback-identical')).toHaveTextContent('nothing to roll back');
    const dialog = screen.getByRole('dialog', { name: /Roll cdn.xinghe-video.com back/ });
    expect(within(dialog).queryByRole('button', { name: 'Roll back' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('heads the history column with the person who made the change (操作人) in Chinese', async () => {
    await renderRoute('/cdn/domain', { user: 'superadmin', language: 'zh' });
    await userEvent.click((await row(50101)).getByRole('button', { name: '历史版本' }));
    await screen.findByTestId('version-90388');
    expect(screen.getByRole('columnheader', { name: '操作人' })).toBeInTheDocument();
    expect(screen.queryByText('运算符')).not.toBeInTheDocument();
  });

  it('shows an empty history when the history call fails', async () => {
    await open({ listDomainHistoryVersions: 'notFound' });
    await userEvent.click((await row(50101)).getByRole('button', { name: 'History' }));
    expect(await screen.findByText('No history')).toBeInTheDocument();
  });

  it('shows the scheduling policy', async () => {
    await open();
    await userEvent.click(await getRowAction(await row(50101), 'Scheduling'));
    expect(await screen.findByRole('table', { name: 'Scheduling policy' })).toHaveTextContent('广东');
    expect(await screen.findByTestId('cloud-storage')).toHaveTextContent('xinghe-vod-prod');
  });
});
