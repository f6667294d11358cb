// What a page-test file may leave behind in the page the next file of its worker shares (vitest.config.ts: the
// unit project does not isolate files), put back so that every file starts as a fresh page would. The page's body
// is left alone: a library's live region, made once and kept by its module, would be gone the next time it is used.
import { vi } from 'vitest';
import { backgroundJobs } from '../src/components/jobs/background-jobs';

export function resetPage() {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The tab's task tray: an isolated file started with none.
  for (const { id } of backgroundJobs.list()) backgroundJobs.dismiss(id);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
