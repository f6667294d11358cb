// A failed live-domain read replaces the list only: the heading and the filters with the typed domain stay,
// with the server's message and Try again in the list's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('live domains when the read fails', () => {
  it('a failed search keeps the heading and the typed domain', async () => {
    const page = await renderRoute('/cdn/liveDomain?domain=%22xinghe%22', {
      user: 'superadmin',
      language: 'en',
      api: { queryLiveDomains: 'noPermission' },
    });
    expect(page.href()).toContain('/cdn/liveDomain');
    expect(screen.getByRole('heading', { level: 1, name: 'Live domains' })).toBeInTheDocument();
    expect(screen.getByLabelText('Domain name')).toHaveValue('xinghe');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await expectFailureInFrame('无权限查看该账号的直播域名');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed whole list keeps the heading and the filters', async () => {
    await renderRoute('/cdn/liveDomain', {
      user: 'superadmin',
      language: 'en',
      api: { listLiveDomains: 'serverBusy' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Live domains' })).toBeInTheDocument();
    expect(screen.getByLabelText('Domain name')).toHaveValue('');
    await expectFailureInFrame('系统繁忙，请稍后再试');
  });
});
