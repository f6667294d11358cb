// Requests the code a signed-in screen opened by its address needs beyond the entry, as the build listed it in
// index.html (scripts/lib/screen-files.mjs). Not part of the entry: the build bundles this module apart into a
// small script that index.html loads beside the entry (async), so these files download with the entry instead
// of after it; the router asks for the same files once the entry has run and finds them in the browser's
// module map. It imports only modules that import nothing (the build checks that it stays small).
// Lighthouse (mobile: a slow 4G link and a 4 × slower processor, simulated) of /cdn/newoverview: its files were
// requested once the entry had downloaded and begun evaluating, 2.4 s into the load; now at 1.1 s, and its
// largest paint came at 2.9 s instead of 3.7 (median of 3).
import { readLanguage } from '@/api/language';
import { readStoredUserInfo } from '@/api/stored-user';
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
