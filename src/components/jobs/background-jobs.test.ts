import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';
import {
  createJobStore,
  elapsedSeconds,
  JOBS_KEY,
  MAX_JOBS,
  runningCount,
  type JobWatch,
  type NewJob,
} from './background-jobs';

const job = (id: string): NewJob => ({
  id,
  title: msg`URL purge`,
  subject: 'https://a.example.com/1.js',
  link: { to: '/cdn/newsearchTask' },
});

function storeAt(start = 1000) {
  let time = start;
  const store = createJobStore(() => time);
  return { store, advance: (ms: number) => (time += ms) };
}

describe('background job store', () => {
  it('lists new jobs first, running, with their start time', () => {
    const { store, advance } = storeAt();
    store.start(job('a'));
    advance(5);
    store.start(job('b'));
    expect(store.list().map((j) => [j.id, j.state, j.startedAt])).toEqual([
      ['b', 'running', 1005],
      ['a', 'running', 1000],
    ]);
    expect(runningCount(store.list())).toBe(2);
  });

  it('ends a job once, tells the end listeners and the subscribers', () => {
    const { store, advance } = storeAt();
    const ended = vi.fn();
    const changed = vi.fn();
    store.onEnded(ended);
    store.subscribe(changed);
    store.start(job('a'));
    advance(65_000);
    store.finish('a', 'failed');
    store.finish('a', 'success');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended.mock.calls[0]?.[0]).toMatchObject({ id: 'a', state: 'failed', endedAt: 66_000 });
    expect(changed).toHaveBeenCalledTimes(2);
    expect(runningCount(store.list())).toBe(0);
  });

  it('ignores the end of an unknown job', () => {
    const { store } = storeAt();
    const ended = vi.fn();
    store.onEnded(ended);
    store.finish('nope', 'success');
    expect(ended).not.toHaveBeenCalled();
  });

  it('dismisses one job, or every ended one', () => {
    const { store } = storeAt();
    ['a', 'b', 'c'].forEach((id) => store.start(job(id)));
    store.finish('a', 'success');
    store.finish('b', 'failed');
    store.dismiss('c');
    expect(store.list().map((j) => j.id)).toEqual(['b', 'a']);
    store.clearEnded();
    expect(store.list()).toEqual([]);
  });

  it('keeps at most MAX_JOBS, dropping the oldest ended first', () => {
    const { store } = storeAt();
    store.start(job('first'));
    store.start(job('ended'));
    store.finish('ended', 'success');
    for (let i = 0; i < MAX_JOBS - 1; i++) store.start(job(`n${i}`));
    const ids = store.list().map((j) => j.id);
    expect(ids).toHaveLength(MAX_JOBS);
    expect(ids).toContain('first');
    expect(ids).not.toContain('ended');
  });

  it('keeps the newer of two ended jobs when one must go', () => {
    const { store } = storeAt();
    for (const id of ['older', 'newer']) {
      store.start(job(id));
      store.finish(id, 'success');
    }
    for (let i = 0; i < MAX_JOBS - 1; i++) store.start(job(`n${i}`));
    const ids = store.list().map((j) => j.id);
    expect(ids).toContain('newer');
    expect(ids).not.toContain('older');
  });

  it('counts elapsed seconds until now, or until the end', () => {
    const { store, advance } = storeAt(0);
    store.start(job('a'));
    advance(12_900);
    expect(elapsedSeconds(store.list()[0]!, 12_900)).toBe(12);
    store.finish('a', 'success');
    expect(elapsedSeconds(store.list()[0]!, 99_000)).toBe(12);
  });

  describe('across a reload of the tab', () => {
    const watch = (ids: string[]): JobWatch => ({
      queryKey: ['tasks', ids],
      queryFn: () => Promise.resolve(null),
      outcome: () => 'running',
      intervalMs: 3000,
    });
    const followed = (id: string): NewJob => ({
      ...job(id),
      watch: watch([id]),
      resume: { kind: 'push', args: { taskIds: [id] } },
    });

    it('shows the jobs again, running ones with their start, and follows each running one again by its kind', async () => {
      const storage = new Map<string, string>();
      const tab = { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) };
      const before = createJobStore(() => 1000, tab);
      before.start(followed('running'));
      before.start(job('ended'));
      before.finish('ended', 'success');
      // A running job with nothing to follow it by again is not shown again as running for ever.
      before.start(job('unfollowable'));

      const after = createJobStore(() => 9000, tab);
      expect(after.list().map((j) => [j.id, j.state, j.startedAt, j.watch])).toEqual([
        ['ended', 'success', 1000, undefined],
        ['running', 'running', 1000, undefined],
      ]);
      const resumers = { push: vi.fn(async (args: unknown) => watch((args as { taskIds: string[] }).taskIds)) };
      await after.resume(resumers);
      expect(resumers.push).toHaveBeenCalledExactlyOnceWith({ taskIds: ['running'] });
      expect(after.list().find((j) => j.id === 'running')?.watch?.queryKey).toEqual(['tasks', ['running']]);
      after.finish('running', 'failed');
      expect(JSON.parse(storage.get(JOBS_KEY)!)).toEqual([
        expect.objectContaining({ id: 'ended', state: 'success' }),
        expect.objectContaining({ id: 'running', state: 'failed', endedAt: 9000 }),
      ]);
    });

    it('starts empty from nothing stored or from what cannot be read', () => {
      const unreadable = { getItem: () => '{not json', setItem: () => undefined };
      expect(createJobStore(Date.now, unreadable).list()).toEqual([]);
      expect(createJobStore(Date.now, { getItem: () => null, setItem: () => undefined }).list()).toEqual([]);
    });
  });
});
