// The entry's first module (src/main.tsx imports it before anything else): requests the code a signed-in
// screen opened by its address needs beyond the entry, as the build listed it in index.html
// (scripts/lib/screen-files.mjs), while the rest of the entry is still evaluating. The router asks for the same
// files once the entry has run and finds them in the browser's module map. Before, on /cdn/domain over a slow
// link at 4 × CPU slowdown, the screen's code was requested only after the entry's half second of evaluation
// and arrived 400 ms later; now it arrives during that evaluation. Requested sooner, beside the entry (by a small
// script bundled apart, or a module loaded before it), the files take the entry's bandwidth, and the start-up
// waits for the entry: the overview over a slow 4G link at 4 × CPU painted no sooner (FCP 2.7 s, its charts at
// 3.8-3.9 s either way), though Lighthouse's simulation, which has them wait for the whole evaluation, counts it.
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
    document.head.append(link);
  }
}

preloadScreenFiles(document, location.pathname);
