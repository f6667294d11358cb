// A push the server accepted is followed in the task tray while its tasks run: with task ids it carries the
// call that tells when they have ended (and what resumes it after a reload); without any there is nothing to
// follow, and the tray shows it as done.
import { describe, expect, it } from 'vitest';
import { pushJob } from './push-jobs';

describe('pushJob', () => {
  it('follows a push with tasks: the watch of its tasks and what resumes it after a reload', () => {
    const job = pushJob('url', 'CDN1024', ['https://a.cn/1.js', 'https://a.cn/2.js'], ['t-1', 't-2']);
    expect(job.subject).toBe('https://a.cn/1.js (+1)');
    expect(job.link).toEqual({ to: '/cdn/newsearchTask', search: { type: 'url' } });
    expect(job.watch?.intervalMs).toBeGreaterThan(0);
    expect(job.resume).toEqual({ kind: 'push', args: { kind: 'url', account: 'CDN1024', taskIds: ['t-1', 't-2'] } });
  });

  it('has nothing to follow for a push without task ids', () => {
    const job = pushJob('prefetch', 'CDN1024', ['https://a.cn/1.js'], []);
    expect(job.link).toEqual({ to: '/cdn/prefetchTask' });
    expect(job.watch).toBeUndefined();
    expect(job.resume).toBeUndefined();
  });

  it('gives each push its own id', () => {
    const first = pushJob('dir', 'CDN1024', ['https://a.cn/x/'], ['t-1']);
    const second = pushJob('dir', 'CDN1024', ['https://a.cn/x/'], ['t-1']);
    expect(first.id).not.toBe(second.id);
  });
});
