// A failed task read replaces the task list only: the heading and the filters with the typed URL stay, with
// the server's message and Try again in the list's place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('task lists when their read fails', () => {
  it.each([
    ['/cdn/newsearchTask', 'Purge tasks', { queryRefreshTasks: 'noPermission' }, '无权限查看该账号的刷新任务'],
    ['/cdn/prefetchTask', 'Prefetch tasks', { searchPrefetchTasks: 'noPermission' }, '无权限查看该账号的预取任务'],
  ] as const)('%s keeps the heading and the typed URL', async (path, heading, api, message) => {
    const page = await renderRoute(`${path}?url=%22xinghe%22`, { user: 'customer', language: 'en', api });
    expect(page.href()).toContain(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveValue('xinghe');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await expectFailureInFrame(message);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
