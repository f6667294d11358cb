// A failed host read replaces its result only: the heading, the filters with what was typed and the other
// parts of the screen stay.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

const busy = '系统繁忙，请稍后再试';

describe('host screens when a read fails', () => {
  it('overview: the failed count leaves the heading, the search and both lists', async () => {
    const page = await renderRoute('/cdn/overviewHost', {
      user: 'superadmin',
      language: 'en',
      api: { countHosts: 'serverBusy' },
    });
    expect(page.href()).toContain('/cdn/overviewHost');
    expect(screen.getByRole('heading', { level: 1, name: 'Host overview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search hosts')).toBeInTheDocument();
    await expectFailureInFrame(busy);
    expect(await screen.findByRole('table', { name: 'Virtual servers' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Dedicated servers' })).toBeInTheDocument();
  });

  it('overview: a failed full-text search keeps the typed text and the counts', async () => {
    await renderRoute('/cdn/overviewHost?q=%22xh%22', {
      user: 'superadmin',
      language: 'en',
      api: { searchHostsFulltext: 'serverBusy' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Host overview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search hosts')).toHaveValue('xh');
    expect(await screen.findByTestId('host-count')).toHaveTextContent('6');
    await expectFailureInFrame(busy);
  });

  it.each([
    ['/cdn/cloudHostList', 'Cloud hosts'],
    ['/cdn/specialHostList', 'Dedicated servers'],
  ])('%s: the failed search keeps the heading and the typed search', async (path, heading) => {
    const page = await renderRoute(`${path}?q=%22xh%22`, {
      user: 'superadmin',
      language: 'en',
      api: { searchHostDetails: 'serverBusy' },
    });
    expect(page.href()).toContain(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByLabelText('Host name, IP')).toHaveValue('xh');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await expectFailureInFrame(busy);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
