// A closed dialog or a left screen leaves nothing running: the header's task tray (its job polling, the ticking
// clock of its open list, its end notices), its quick-switcher shortcut and a dialog, once unmounted, hold no
// timer, no query observer, no subscription to the job store and no window listener. A tab kept open all day
// would otherwise gather them.
import { msg } from '@lingui/core/macro';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { backgroundJobs } from '@/components/jobs/background-jobs';
import { TaskTray } from '@/components/jobs/TaskTray';
import { QuickSwitcherButton } from '@/components/quick-switcher/QuickSwitcherButton';
import * as toaster from '@/components/ui/toaster';
import { storeUser, type LoginUserInfo, type SessionUser } from '@/api/session';
import { exampleData } from '@tests/page-harness';
import { renderWithProviders } from '@tests/render';

const POLL_MS = 1000;

/** The types of the window listeners added and not yet removed. */
function watchWindowListeners() {
  const live: { type: string; listener: unknown; capture: boolean }[] = [];
  const capture = (options?: boolean | EventListenerOptions) =>
    typeof options === 'object' ? Boolean(options.capture) : Boolean(options);
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    // A listener for one event (`once`) ends with that event: only lasting ones can gather.
    if (!(typeof options === 'object' && options.once)) live.push({ type, listener, capture: capture(options) });
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    const index = live.findIndex((l) => l.type === type && l.listener === listener && l.capture === capture(options));
    if (index !== -1) live.splice(index, 1);
    remove(type, listener, options);
  });
  return () => live.map((l) => l.type);
}

function Shell({ user }: { user: SessionUser }) {
  return (
    <>
      <QuickSwitcherButton user={user} screens={[]} />
      <TaskTray resumers={{}} />
      <ConfirmDialog open title="Delete it?" body="It cannot be retrieved." confirmLabel="Delete" {...noop} />
    </>
  );
}
const noop = { onConfirm: () => {}, onClose: () => {} };

async function renderShell() {
  const user = await storeUser(exampleData('login', 'customer') as LoginUserInfo);
  const root = createRootRoute({ component: () => <Shell user={user} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory() });
  const view = await renderWithProviders(<RouterProvider router={router as never} />);
  await act(() => router.load());
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  backgroundJobs.list().forEach((job) => backgroundJobs.dismiss(job.id));
});

describe('after the task tray, its polling and a dialog are unmounted', () => {
  it('no timer, query observer, job subscription or window listener is left', async () => {
    const liveListeners = watchWindowListeners();
    const timersBefore = vi.getTimerCount();
    const poll = vi.fn(() => Promise.resolve('running'));
    const view = await renderShell();
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    act(() =>
      backgroundJobs.start({
        id: 'purge',
        title: msg`URL purge`,
        subject: 'https://cdn.xinghe-video.com/a.js',
        link: { to: '/cdn/newsearchTask' },
        watch: { queryKey: ['leak', 'purge'], queryFn: poll, outcome: () => 'running', intervalMs: POLL_MS },
      }),
    );
    // The tray's list open: its clock ticks every second.
    await userEvent.click(await screen.findByTestId('task-tray'), { pointerEventsCheck: 0 });
    expect(await screen.findByTestId('tray-job')).toBeInTheDocument();
    // The interval starts once the first poll has answered: the clock moves on a poll at a time until the next.
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
      expect(poll.mock.calls.length, 'the job is polled while the tray is mounted').toBeGreaterThan(1);
    });
    expect(vi.getTimerCount(), 'the poll and the clock run').toBeGreaterThan(timersBefore);

    view.unmount();
    const observers = view.queryClient
      .getQueryCache()
      .getAll()
      .reduce((sum, query) => sum + query.getObserversCount(), 0);
    expect(observers, 'query observers left').toBe(0);
    // What the cache keeps for a while after its last observer (its garbage-collection timer) goes with it,
    // and timeouts already due (a closing animation's) end by themselves: what is left then runs for ever.
    view.queryClient.clear();
    const polled = poll.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(5 * POLL_MS));
    expect(vi.getTimerCount(), 'timers left').toBe(timersBefore);
    expect(poll.mock.calls.length, 'polls after unmount').toBe(polled);
    expect(liveListeners(), 'window listeners left').toEqual([]);
    // The job ends elsewhere: no notice comes from the unmounted tray.
    const notices = vi.spyOn(toaster, 'notifySuccess');
    act(() => backgroundJobs.finish('purge', 'success'));
    expect(notices).not.toHaveBeenCalled();
  });
});
