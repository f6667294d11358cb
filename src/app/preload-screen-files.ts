// A script of its own, run before the entry (index.html loads it `async`; scripts/lib/screen-files.mjs bundles
// it apart from the entry, with the little it imports): requests the code a signed-in screen opened by its
// address needs beyond the entry, as the build listed it in index.html. The router asks for the same files once
// the entry has run and finds them in the browser's module map.
// It was the entry's first module, meant to request them while the rest of the entry evaluated; but in Chromium
// the requests made during a task went out only when that task ended (Resource Timing: fetchStart at the
// module, requestStart 100-130 ms later on /cdn/domain), and the entry's evaluation is one task. Run in a
// task of its own, they are sent at once and have come when the entry has run: opened with 10,000 domains,
// first paint 428 → 356 ms and the first row 655 → 612 ms (medians of 10 loads each, one run). Over a slow link
// they share the entry's bandwidth: the overview over a slow 4G link at 4 × CPU painted no sooner and no later
// when they were requested beside the entry (FCP 2.7 s, its charts at 3.8-3.9 s either way).
import { readLanguage } from '@/api/language';
import { readStoredUserInfo } from '@/api/session';
import { filesFor, SCREEN_FILES_ID, type ScreenFiles } from './screen-files';

export function preloadScreenFiles(document: Document, pathname: string) {
  const list = document.getElementById(SCREEN_FILES_ID)?.textContent;
  // The development server and the tests have no list: the router requests what it needs.
  if (!list) return;
  const signedIn = readStoredUserInfo() !== null;
  for (const href of filesFor(JSON.parse(list) as ScreenFiles, pathname, signedIn, readLanguage())) {
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

preloadScreenFiles(document, location.pathname);
