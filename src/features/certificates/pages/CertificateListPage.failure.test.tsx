// A failed certificate read replaces the list only: the heading, the scope, the filters with the typed name
// and Upload stay, with the server's message and Try again in the list's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('certificate list when its read fails', () => {
  it('keeps the heading, the scope, the typed name and Upload around the failure', async () => {
    const page = await renderRoute('/page/certificateUpload?name=%22xinghe%22', {
      mock: 'remembering',
      user: 'superadmin',
      language: 'en',
      api: { searchCertificates: 'invalidTimeRange' },
    });
    expect(page.href()).toContain('/page/certificateUpload');
    expect(screen.getByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Scope' })).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate name')).toHaveValue('xinghe');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await expectFailureInFrame('结束时间不能晚于今天');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("keeps the screen when the scope's own list fails", async () => {
    await renderRoute('/page/certificateUpload', {
      mock: 'remembering',
      user: 'superadmin',
      language: 'en',
      api: { listAllCertificates: 'serverBusy', listCertificatesByAccount: 'serverBusy' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await expectFailureInFrame('系统繁忙，请稍后再试');
  });
});
