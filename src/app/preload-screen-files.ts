// Part of the script run before the entry (inline in a screen's page, a classic script the parser runs as it
// reaches it; scripts/lib/screen-files.mjs bundles it for each screen apart from the entry, with the little it
// imports): requests the code the signed-in screen the page was served for needs beyond the entry, as the build
// listed it in the page. The router asks for the same files once the entry has run and finds them in the browser's
// module map. The same script then sends the screen's first reads (src/app/send-first-reads.ts), where it declares any.
// It is not a module of the entry: Chromium sends the requests made during a task only when that task ends, and
// the entry's evaluation is one task. Run in a task of its own, they are sent at once and have come when the
// entry has run (docs/performance.md).
import { readLanguage } from '@/api/language';
import { readStoredUserInfo } from '@/api/session';
import { filesFor, SCREEN_FILES_ID, type ScreenFiles } from './screen-files';

/** Requests the listed files of the address opened; returns the page's list, none without one. */
export function preloadScreenFiles(document: Document, location: Pick<Location, 'pathname'>): ScreenFiles | undefined {
  const list = document.getElementById(SCREEN_FILES_ID)?.textContent;
  // The development server, the tests and the page of no screen (index.html) have no list: the router requests
  // what it needs.
  if (!list) return undefined;
  const map = JSON.parse(list) as ScreenFiles;
  const pathname = location.pathname;
  for (const href of filesFor(map, pathname, readStoredUserInfo() !== null, readLanguage())) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // Which links the start-up added (the router's own preloads have none): for whoever reads the page.
    link.dataset.screen = pathname;
    // Whether it has come, for the entry to tell (screenFilesArrived).
    link.addEventListener('load', () => (link.dataset.loaded = ''), { once: true });
    document.head.append(link);
  }
  return map;
}
