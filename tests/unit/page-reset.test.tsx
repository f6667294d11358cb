// The unit project's files share a page per worker: what one file leaves is gone before the next begins.
import { describe, expect, it, vi } from 'vitest';
import { backgroundJobs } from '@/components/jobs/background-jobs';
import { resetPage } from '../page-reset';

describe('resetting the shared page after a file', () => {
  it('puts back stubs and the clock, and empties the task tray, storage and cookies', () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn());
    vi.useFakeTimers();
    localStorage.setItem('lang', 'en');
    sessionStorage.setItem('user', '{}');
    document.cookie = 'JSESSIONID=abc; path=/';
    backgroundJobs.start({
      id: 'job-1',
      title: { id: 'URL purge' },
      subject: 'https://a.example/x',
      link: { to: '/cdn/newsearchTask' },
    });

    resetPage();

    expect(globalThis.fetch).toBe(realFetch);
    expect(vi.isFakeTimers()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(backgroundJobs.list()).toEqual([]);
  });
});
