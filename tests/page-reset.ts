// What a page-test file may leave behind in the page the next file of its worker shares (vitest.config.ts: the
// unit project does not isolate files), put back so that every file starts as a fresh page would.
import { vi } from 'vitest';

export function resetPage() {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.replaceChildren();
}
