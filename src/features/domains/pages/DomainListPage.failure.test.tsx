// A failed domain search replaces the list only: the heading, the filters with the typed name and Add
// domain stay, and Try again asks again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('domain list when the search fails', () => {
  it('keeps the heading, the typed search and Add domain around the failure', async () => {
    const page = await renderRoute('/cdn/domain?name=vod', {
      user: 'superadmin',
      language: 'en',
      api: { searchDomains: 'serverBusy' },
    });
    expect(page.href()).toContain('/cdn/domain');
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(screen.getByLabelText('Domain name')).toHaveValue('vod');
    expect(screen.getByRole('button', { name: 'Add domain' })).toBeInTheDocument();
    await expectFailureInFrame('系统繁忙，请稍后再试');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the list after Try again succeeds', async () => {
    let fail = true;
    await renderRoute('/cdn/domain?name=vod', {
      user: 'superadmin',
      language: 'en',
      api: { searchDomains: () => (fail ? 'serverBusy' : 'success') },
    });
    await expectFailureInFrame('系统繁忙，请稍后再试');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Domains' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
