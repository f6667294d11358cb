import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';
import { createJobStore, elapsedSeconds, MAX_JOBS, runningCount, type NewJob } from './background-jobs';

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

  it('counts elapsed seconds until now, or until the end', () => {
    const { store, advance } = storeAt(0);
    store.start(job('a'));
    advance(12_900);
    expect(elapsedSeconds(store.list()[0]!, 12_900)).toBe(12);
    store.finish('a', 'success');
    expect(elapsedSeconds(store.list()[0]!, 99_000)).toBe(12);
  });
});
