// The script run before the entry requests, for a signed-in screen opened by its address, the files the build listed
// in index.html: the signed-in ones, the screen's own and its area's messages in the stored language.
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreenFiles } from './preload-screen-files';
import { filesFor, SCREEN_FILES_ID, screenFilesArrived, type ScreenFiles } from './screen-files';
import { USER_INFO_KEY } from '@/api/session';
import { LANGUAGE_KEY } from '@/api/language';

const map: ScreenFiles = {
  signedIn: ['/assets/cipher.js', '/assets/_app.js'],
  screens: {
    '/cdn/domain': {
      files: ['/assets/domain.js', '/assets/table.js'],
      messages: { zh: ['/assets/zh.js'], en: ['/assets/en.js'] },
    },
  },
  // No read to send here (src/app/send-first-reads.test.ts).
  operations: {},
};

const address = { pathname: '/cdn/domain', search: '', origin: 'http://portal.test' };

/** index.html's list, and a signed-in user in the tab. */
function signedInWithList() {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = SCREEN_FILES_ID;
  list.textContent = JSON.stringify(map);
  document.head.append(list);
  sessionStorage.setItem(USER_INFO_KEY, 'stored');
}

// Only what the list and the code put in the head goes: the page's styles are there too.
afterEach(() => {
  for (const node of document.head.querySelectorAll(`#${SCREEN_FILES_ID}, link`)) node.remove();
  sessionStorage.clear();
});

describe('the files a screen opened by its address requests first', () => {
  it("are the signed-in files, the screen's and its messages in the language", () => {
    expect(filesFor(map, '/cdn/domain', true, 'en')).toEqual([
      '/assets/cipher.js',
      '/assets/_app.js',
      '/assets/domain.js',
      '/assets/table.js',
      '/assets/en.js',
    ]);
    expect(filesFor(map, '/cdn/domain/', true, 'zh')).toContain('/assets/zh.js');
  });

  it('are none signed out (the screen sends the visitor to login) or for an address that is not a screen', () => {
    expect(filesFor(map, '/cdn/domain', false, 'zh')).toEqual([]);
    expect(filesFor(map, '/newlogin', true, 'zh')).toEqual([]);
  });

  it("are requested as module preloads from the build's list", () => {
    signedInWithList();
    sessionStorage.setItem(LANGUAGE_KEY, 'en');

    preloadScreenFiles(document, address);

    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(filesFor(map, '/cdn/domain', true, 'en'));
    expect(links.every((link) => link.dataset.screen === '/cdn/domain')).toBe(true);
  });

  it('tells when every file requested has come (the entry then has the reads go out before its first render)', () => {
    signedInWithList();
    expect(screenFilesArrived(document)).toBe(false);

    preloadScreenFiles(document, address);
    const [first, ...rest] = document.head.querySelectorAll<HTMLLinkElement>('link[data-screen]');
    first?.dispatchEvent(new Event('load'));
    expect(screenFilesArrived(document)).toBe(false);
    rest.forEach((link) => link.dispatchEvent(new Event('load')));
    expect(screenFilesArrived(document)).toBe(true);
  });

  it('requests nothing without a list (the development server)', () => {
    sessionStorage.setItem(USER_INFO_KEY, 'stored');
    preloadScreenFiles(document, address);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
