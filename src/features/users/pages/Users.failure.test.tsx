// A failed account-centre read replaces the list only: the heading, the filter with the typed text and the
// New button stay, with the server's message and Try again in the list's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('account centre when a read fails', () => {
  it('users: the heading, the typed username and New user stay', async () => {
    const page = await renderRoute('/page/user?name=%22li%22', {
      user: 'superadmin',
      language: 'en',
      api: { searchSelfUsers: 'notMainAccount' },
    });
    expect(page.href()).toContain('/page/user');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('li');
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
    await expectFailureInFrame('当前用户不是主客户账号');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sub-accounts: the heading, the typed identifier and New sub-account stay', async () => {
    const page = await renderRoute('/page/userAccount?name=%22xh%22', {
      user: 'superadmin',
      language: 'en',
      api: { listDomainGroups: 'serverBusy' },
    });
    expect(page.href()).toContain('/page/userAccount');
    expect(screen.getByRole('heading', { level: 1, name: 'Sub-accounts' })).toBeInTheDocument();
    expect(screen.getByLabelText('Identifier or company')).toHaveValue('xh');
    expect(screen.getByRole('button', { name: 'New sub-account' })).toBeInTheDocument();
    await expectFailureInFrame('系统繁忙，请稍后再试');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
