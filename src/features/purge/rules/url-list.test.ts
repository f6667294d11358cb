import { describe, expect, it } from 'vitest';
import {
  MAX_URLS_PER_PUSH,
  parseUrlList,
  removeDuplicateLines,
  toBatches,
  withoutSent,
  type PushKind,
  type UrlProblem,
} from './url-list';

describe('parseUrlList: one line', () => {
  it.each<[string, PushKind, UrlProblem | 'ok']>([
    ['https://cdn.example.com/a.js', 'url', 'ok'],
    ['http://cdn.example.com/a.js', 'url', 'ok'],
    ['HTTPS://CDN.example.com/a.js', 'url', 'ok'],
    ['https://cdn.example.com:8080/a.js?v=2', 'prefetch', 'ok'],
    ['https://203.0.113.7/a.js', 'url', 'ok'],
    ['https://cdn.example.com/', 'url', 'ok'],
    ['https://cdn.example.com/static/', 'url', 'ok'],
    ['https://cdn.example.com/static/', 'dir', 'ok'],
    ['https://cdn.example.com/', 'dir', 'ok'],
    ['cdn.example.com/a.js', 'url', 'scheme'],
    ['ftp://cdn.example.com/a.js', 'url', 'scheme'],
    ['//cdn.example.com/a.js', 'prefetch', 'scheme'],
    ['https:/cdn.example.com/a.js', 'url', 'scheme'],
    ['https://', 'url', 'host'],
    ['https:///a.js', 'url', 'host'],
    ['https://localhost/a.js', 'url', 'host'],
    ['https://bad_host.com/a.js', 'url', 'host'],
    ['https://cdn.example.com/my file.js', 'url', 'space'],
    ['https://cdn.example.com/static', 'dir', 'dirSlash'],
    ['https://cdn.example.com/static/a.js', 'dir', 'dirSlash'],
    ['https://cdn.example.com', 'dir', 'dirSlash'],
  ])('%s as %s → %s', (line, kind, expected) => {
    const list = parseUrlList(line, kind);
    if (expected === 'ok') {
      expect(list.urls).toEqual([line]);
      expect(list.invalid).toEqual([]);
    } else {
      expect(list.urls).toEqual([]);
      expect(list.invalid).toEqual([{ line: 1, text: line, problem: expected }]);
    }
  });
});

describe('parseUrlList: the whole box', () => {
  it('ignores blank lines and surrounding spaces, counting lines as the user sees them', () => {
    const list = parseUrlList('\n  https://a.example.com/1.js  \n\n\t\nnot-a-url\r\nhttps://a.example.com/2.js', 'url');
    expect(list.urls).toEqual(['https://a.example.com/1.js', 'https://a.example.com/2.js']);
    expect(list.invalid).toEqual([{ line: 5, text: 'not-a-url', problem: 'scheme' }]);
  });

  it('drops repeats, keeping the first and naming the line it repeats', () => {
    const text = [
      'https://a.example.com/1.js',
      'https://A.EXAMPLE.com/1.js',
      'https://a.example.com/1.JS',
      ' https://a.example.com/1.js ',
    ].join('\n');
    const list = parseUrlList(text, 'url');
    expect(list.urls).toEqual(['https://a.example.com/1.js', 'https://a.example.com/1.JS']);
    expect(list.duplicates).toEqual([
      { line: 2, text: 'https://A.EXAMPLE.com/1.js', firstLine: 1 },
      { line: 4, text: 'https://a.example.com/1.js', firstLine: 1 },
    ]);
  });

  it('an empty box has nothing to push', () => {
    expect(parseUrlList('  \n \n', 'dir')).toEqual({ urls: [], invalid: [], duplicates: [], batches: [] });
  });

  it.each([
    [1, [1]],
    [100, [100]],
    [101, [100, 1]],
    [250, [100, 100, 50]],
  ])('%i valid URLs make pushes of %j', (count, sizes) => {
    const text = Array.from({ length: count }, (_, i) => `https://a.example.com/${i}.js`).join('\n');
    const list = parseUrlList(text, 'prefetch');
    expect(list.batches.map((batch) => batch.length)).toEqual(sizes);
    expect(list.batches.flat()).toEqual(list.urls);
  });
});

describe('toBatches', () => {
  it('keeps the order and never exceeds the limit', () => {
    expect(MAX_URLS_PER_PUSH).toBe(100);
    expect(toBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toBatches([], 2)).toEqual([]);
  });
});

describe('editing the box', () => {
  it('removeDuplicateLines drops only the repeated lines, leaving invalid ones where they were', () => {
    const text = 'https://a.example.com/1.js\nbad\nhttps://a.example.com/1.js\nhttps://a.example.com/2.js';
    expect(removeDuplicateLines(text, parseUrlList(text, 'url'))).toBe(
      'https://a.example.com/1.js\nbad\nhttps://a.example.com/2.js',
    );
  });

  it('withoutSent keeps what was not pushed, invalid lines included', () => {
    const text = ' https://a.example.com/1.js\nbad\nhttps://a.example.com/2.js\nhttps://a.example.com/1.js';
    expect(withoutSent(text, ['https://a.example.com/1.js'])).toBe('bad\nhttps://a.example.com/2.js');
    expect(withoutSent(text, ['https://a.example.com/1.js', 'https://a.example.com/2.js'])).toBe('bad');
  });
});
