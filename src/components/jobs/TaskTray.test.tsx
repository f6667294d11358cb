// The task tray: running count, watched jobs ending by themselves, the end announced, the task-list link.
import { msg } from '@lingui/core/macro';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { Toaster } from '../ui/toaster';
import { backgroundJobs, type JobState } from './background-jobs';
import { TaskTray } from './TaskTray';

afterEach(() => backgroundJobs.list().forEach((job) => backgroundJobs.dismiss(job.id)));

function renderTray() {
  const root = createRootRoute({
    component: () => (
      <>
        <TaskTray resumers={{}} />
        <Toaster />
        <Outlet />
      </>
    ),
  });
  const tasks = createRoute({
    getParentRoute: () => root,
    path: '/cdn/newsearchTask',
    component: () => <p>task list</p>,
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>home</p> });
  const router = createRouter({ routeTree: root.addChildren([home, tasks]), history: createMemoryHistory() });
  return renderWithProviders(<RouterProvider router={router as never} />).then((view) => ({ ...view, router }));
}

/** What the watched job's poll answers; a test changes it as the server would. */
let serverAnswer: JobState = 'running';

const watchedJob = (id: string) => ({
  id,
  title: msg`URL purge`,
  subject: 'https://cdn.xinghe-video.com/a.js',
  link: { to: '/cdn/newsearchTask', search: { type: 'url' } } as const,
  watch: {
    queryKey: ['test', id],
    queryFn: () => Promise.resolve(serverAnswer),
    outcome: (data: unknown) => data as JobState,
    intervalMs: 20,
  },
});

describe('task tray', () => {
  it('counts running jobs, ends a watched job by itself and says so wherever the user is', async () => {
    serverAnswer = 'running';
    const { router } = await renderTray();
    await act(() => router.load());
    act(() => backgroundJobs.start(watchedJob('a')));
    expect(await screen.findByTestId('task-tray-count')).toHaveTextContent('1');
    serverAnswer = 'failed';
    expect(await screen.findByText('URL 刷新失败：https://cdn.xinghe-video.com/a.js')).toBeInTheDocument();
    expect(screen.queryByTestId('task-tray-count')).not.toBeInTheDocument();
    expect(backgroundJobs.list()[0]?.state).toBe('failed');
  });

  it('lists the jobs with their state and opens their task list', async () => {
    const { router } = await renderTray();
    await act(() => router.load());
    serverAnswer = 'running';
    act(() => backgroundJobs.start(watchedJob('b')));
    await userEvent.click(await screen.findByTestId('task-tray'));
    const job = await screen.findByTestId('tray-job');
    expect(job).toHaveTextContent('URL 刷新');
    expect(job).toHaveTextContent('进行中');
    expect(job).toHaveTextContent(/\d+ 秒/);
    await userEvent.click(within(job).getByRole('link', { name: '查看任务' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/newsearchTask'));
    expect(router.state.location.search).toEqual({ type: 'url' });
    expect(screen.getByText('task list')).toBeInTheDocument();
  });
});
