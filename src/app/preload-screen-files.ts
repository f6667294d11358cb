// A script of its own, run before the entry (inline in index.html, a classic script the parser runs as it reaches
// it; scripts/lib/screen-files.mjs bundles it apart from the entry, with the little it imports): requests the
// code a signed-in screen opened by its address needs beyond the entry, as the build listed it in index.html.
// The router asks for the same files once the entry has run and finds them in the browser's module map.
// It also sends the screen's first reads (src/app/send-first-reads.ts), once the stored user is read.
// It is not a module of the entry: Chromium sends the requests made during a task only when that task ends, and
// the entry's evaluation is one task. Run in a task of its own, they are sent at once and have come when the
// entry has run (docs/performance.md).
import { readEarlySession } from '@/api/early-session';
import { readLanguage } from '@/api/language';
import { readStoredUserInfo } from '@/api/session';
import { filesFor, SCREEN_FILES_ID, type ScreenFiles } from './screen-files';
import { sendFirstReads } from './send-first-reads';

export function preloadScreenFiles(document: Document, location: Pick<Location, 'pathname' | 'search' | 'origin'>) {
  const list = document.getElementById(SCREEN_FILES_ID)?.textContent;
  // The development server and the tests have no list: the router requests what it needs.
  if (!list) return;
  const map = JSON.parse(list) as ScreenFiles;
  const signedIn = readStoredUserInfo() !== null;
  // The screen's first reads as soon as the stored user is read (the browser's AES answers in a task of its own,
  // meanwhile the files are requested): the server's wait overlaps the files' download. An ended session (a
  // stored user that does not decrypt to one of ours) sends nothing; the entry then goes to login.
  if (signedIn)
    void readEarlySession().then(
      (session) => session && sendFirstReads(map.operations, location, readLanguage(), session),
    );
  const pathname = location.pathname;
  for (const href of filesFor(map, pathname, signedIn, readLanguage())) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // Which links the start-up added (the router's own preloads have none): for whoever reads the page.
    link.dataset.screen = pathname;
    // Whether it has come, for the entry to tell (screenFilesArrived).
    link.addEventListener('load', () => (link.dataset.loaded = ''), { once: true });
    document.head.append(link);
  }
}

preloadScreenFiles(document, location);
