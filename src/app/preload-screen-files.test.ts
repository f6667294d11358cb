// The script run before the entry requests, for a signed-in screen opened by its address, the files the build listed
// in its page: the signed-in ones, the screen's own and its area's messages in the stored language; then sends the
// screen's first reads, for the session its reads need.
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleData } from '@tests/page-harness';
import { preloadScreenFiles } from './preload-screen-files';
import { sendReadsAsUser } from './send-first-reads';
import { domainListReads } from '@/features/domains/first-reads';
import { filesFor, SCREEN_FILES_ID, screenFilesArrived, type ScreenFiles } from './screen-files';
import { encryptJson } from '@/api/cipher';
import { SENT_READS_GLOBAL } from '@/api/sent-reads';
import { toSessionUser, USER_INFO_KEY, type LoginUserInfo } from '@/api/session';
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

/** The page's list, and a signed-in user in the tab. */
function signedInWithList(listed: ScreenFiles = map) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = SCREEN_FILES_ID;
  list.textContent = JSON.stringify(listed);
  document.head.append(list);
  sessionStorage.setItem(USER_INFO_KEY, 'stored');
}

// Only what the list and the code put in the head goes: the page's styles are there too.
afterEach(() => {
  for (const node of document.head.querySelectorAll(`#${SCREEN_FILES_ID}, link`)) node.remove();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, SENT_READS_GLOBAL);
});

describe("the screen's first reads", () => {
  const operations = { searchDomains: { method: 'post', path: '/api/domain/search' } };
  /** The page's list with the domain list's read, the tab's stored user, and the network watched. */
  function withReads(storedUser: string | undefined) {
    signedInWithList({ ...map, operations });
    if (storedUser === undefined) sessionStorage.clear();
    else sessionStorage.setItem(USER_INFO_KEY, storedUser);
    vi.stubGlobal('crypto', webcrypto);
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      sent.push(url.pathname);
      return Response.json({});
    });
    return sent;
  }
  const customer = toSessionUser(exampleData('login', 'customer') as LoginUserInfo);

  it('are sent for the stored user, once it is read', async () => {
    const sent = withReads(encryptJson(customer));
    sendReadsAsUser(domainListReads, preloadScreenFiles(document, address)!.operations, address);
    await vi.waitFor(() => expect(sent).toEqual(['/api/domain/search']));
  });

  it.each([
    ['a stored value that does not decrypt', 'stored'],
    ['a stored value that is no user', encryptJson({ role: 'customer' })],
  ])('are not sent for %s: the session has ended, and the entry goes to login', async (_, stored) => {
    const sent = withReads(stored);
    sendReadsAsUser(domainListReads, preloadScreenFiles(document, address)!.operations, address);
    // The files are requested at once; the reads would follow the user's decryption, a task later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelectorAll('link[data-screen]').length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('are not sent signed out', async () => {
    const sent = withReads(undefined);
    sendReadsAsUser(domainListReads, preloadScreenFiles(document, address)!.operations, address);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it.each([
    ['not sent for a user who may not make them', 'subAccount', []],
    ['sent for one who may', 'customer', ['/api/domain/search']],
  ])('are %s (the permission the page carries)', async (_, who, expected) => {
    const sent = withReads(encryptJson(toSessionUser(exampleData('login', who) as LoginUserInfo)));
    const guarded = { searchDomains: { ...operations.searchDomains, permission: 'portal:domain:view:*' } };
    sendReadsAsUser(domainListReads, guarded, address);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(expected);
  });
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
