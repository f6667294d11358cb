// Body code 403 ends the session whether the server writes it as the string '403' (as the specification does)
// or as the number 403: the message shows, the user info and cached answers go, and login opens.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { operationKeyRoot } from '../api/query';
import { readStoredUserInfo } from '../api/session';

describe('the server ends the session', () => {
  it.each([
    ["the string '403'", '403'],
    ['the number 403', 403],
  ])('with %s on a read', async (_name, code) => {
    const ended = () => Response.json({ code, msg: '登录已失效，请重新登录', data: null });
    // The server holds no session any more, so the login screen's automatic login finds none.
    const page = await renderRoute('/page/certificateUpload', {
      api: { listCertificatesByAccount: ended, autoLogin: 'noSession' },
    });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/newlogin'));
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    expect(readStoredUserInfo()).toBeNull();
    expect(
      page.queryClient.getQueryCache().findAll({ queryKey: operationKeyRoot('listCertificatesByAccount') }),
    ).toEqual([]);
  });

  it('not with another numeric code', async () => {
    const refused = () => Response.json({ code: 500, msg: '系统繁忙', data: null });
    const page = await renderRoute('/page/certificateUpload', { api: { listCertificatesByAccount: refused } });
    // The list and the certificates at risk read the same answer: each shows the refusal.
    expect((await screen.findAllByText('系统繁忙')).length).toBeGreaterThan(0);
    expect(page.router.state.location.pathname).toBe('/page/certificateUpload');
    expect(readStoredUserInfo()).not.toBeNull();
  });
});
