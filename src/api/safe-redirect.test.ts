import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://portal.example.com';

describe('safeRedirect', () => {
  it.each([
    ['/page/certificateUpload?scope=4&page=2', '/page/certificateUpload?scope=4&page=2'],
    ['/cdn/domain#top', '/cdn/domain#top'],
    ['/a/../cdn/domain', '/cdn/domain'],
    ['/cdn//domain', '/cdn//domain'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input, origin)).toBe(expected);
  });

  const refused = [
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['slash and backslash', '/\\/evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,hi'],
    ['relative path', 'cdn/domain'],
    ['the login screen', '/newlogin?redirect=/cdn'],
    ['not a string', 42],
    ['empty', ''],
    // Paths that normalise to a leading '//': the router would read them as another host.
    ['dot segment', '/.//evil.example'],
    ['parent segment', '/..//evil.example'],
    ['encoded parent segment', '/%2e%2e//evil.example'],
    ['upper-case encoded parent segment', '/%2E%2E//evil.example'],
    ['mixed encoded parent segment', '/.%2E//evil.example'],
    ['encoded dot segment', '/%2e//evil.example'],
    ['a segment and its parent', '/a/..//evil.example'],
    ['encoded segment and parent', '/a/%2e%2e//evil.example'],
    ['backslashes after a dot segment', '/.\\\\evil.example'],
    ['a tab inside the slashes', '/./\t/evil.example'],
    ['three slashes', '///evil.example'],
  ] as const;

  it.each(refused)('refuses %s', (_name, input) => {
    expect(safeRedirect(input, origin)).toBeUndefined();
  });

  it.each([...refused, ['a plain path', '/cdn/domain']] as const)(
    'never returns what resolves to another origin: %s',
    (_name, input) => {
      const result = safeRedirect(input, origin);
      if (result !== undefined) {
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://other.example').origin).toBe('https://other.example');
        expect(new URL(result, origin).origin).toBe(origin);
      }
    },
  );
});
