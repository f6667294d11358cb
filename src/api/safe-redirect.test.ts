import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://portal.example.com';

describe('safeRedirect', () => {
  it.each([
    ['/page/certificateUpload?scope=4&page=2', '/page/certificateUpload?scope=4&page=2'],
    ['/cdn/domain#top', '/cdn/domain#top'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input, origin)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,hi'],
    ['relative path', 'cdn/domain'],
    ['the login screen', '/newlogin?redirect=/cdn'],
    ['not a string', 42],
    ['empty', ''],
  ])('refuses %s', (_name, input) => {
    expect(safeRedirect(input, origin)).toBeUndefined();
  });
});
