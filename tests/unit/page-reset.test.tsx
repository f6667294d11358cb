// The unit project's files share a page per worker: what one file leaves is gone before the next begins.
import { describe, expect, it, vi } from 'vitest';
import { resetPage } from '../page-reset';

describe('resetting the shared page after a file', () => {
  it('puts back stubs and the clock, and empties storage, cookies and the body', () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn());
    vi.useFakeTimers();
    localStorage.setItem('lang', 'en');
    sessionStorage.setItem('user', '{}');
    document.cookie = 'JSESSIONID=abc; path=/';
    document.body.append(document.createElement('div'));

    resetPage();

    expect(globalThis.fetch).toBe(realFetch);
    expect(vi.isFakeTimers()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(document.body.childElementCount).toBe(0);
  });
});
