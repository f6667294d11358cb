// A failed log search replaces the file list only: the heading and the filters with the typed domain stay,
// with the server's message and Try again in the list's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('log download when the search fails', () => {
  it('keeps the heading and the typed domain around the failure', async () => {
    const page = await renderRoute('/cdn/newlog?domain=%22cdn.xinghe-video.com%22', {
      user: 'customer',
      language: 'en',
      api: { searchLogFiles: 'serverBusy' },
    });
    expect(page.href()).toContain('/cdn/newlog');
    expect(screen.getByRole('heading', { level: 1, name: 'Log download' })).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveValue('cdn.xinghe-video.com');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await expectFailureInFrame('系统繁忙，请稍后再试');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
