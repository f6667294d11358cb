import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  booleanParam,
  dayParam,
  idParam,
  intParam,
  listParam,
  oneOf,
  pageParam,
  pageSizeParam,
  patternParam,
  readSearch,
  searchSchema,
  sortParam,
  stringParam,
  textParam,
  timeRangeParams,
  timeRangeSearchSchema,
  type Param,
} from './search-params';
import type { TimeRangeParams } from './time-range';

const ABSENT = Symbol('absent');
/** Parses one param the way a route does: inside a search, the key missing when the input is ABSENT. */
function parseParam(param: Param<unknown>, input: unknown): unknown {
  const parsed: { value?: unknown } = readSearch(
    searchSchema({ value: param }),
    input === ABSENT ? {} : { value: input },
  );
  return parsed.value;
}

describe('pageParam', () => {
  it.each([
    ['absent', ABSENT, 1],
    ['a page', 3, 3],
    ['zero', 0, 1],
    ['negative', -2, 1],
    ['a fraction', 1.5, 1],
    ['text', 'abc', 1],
  ])('%s → %s', (_name, input, expected) => {
    expect(parseParam(pageParam, input)).toBe(expected);
  });
});

describe('pageSizeParam', () => {
  it.each([
    ['absent, default sizes', pageSizeParam(), ABSENT, 10],
    ['an offered size', pageSizeParam(), 50, 50],
    ['a size not offered', pageSizeParam(), 1000, 10],
    ['text', pageSizeParam(), '20', 10],
    ['absent, own default', pageSizeParam([10, 20, 50, 100], 20), ABSENT, 20],
    ['not offered, own sizes', pageSizeParam([15, 30]), 10, 15],
  ])('%s', (_name, schema, input, expected) => {
    expect(parseParam(schema, input)).toBe(expected);
  });

  it('refuses a default it does not offer', () => {
    expect(() => pageSizeParam([10, 20], 30)).toThrow('Page size 30');
  });
});

describe('textParam', () => {
  it.each([
    ['absent', ABSENT, undefined],
    ['text', 'cdn', 'cdn'],
    ['padded text, trimmed', '  cdn  ', 'cdn'],
    ['blank', '   ', undefined],
    ['empty', '', undefined],
    ['too long, cut', 'x'.repeat(120), 'x'.repeat(100)],
    ['a number (the router parses digits)', 1024, '1024'],
    ['an object', { a: 1 }, undefined],
  ])('%s', (_name, input, expected) => {
    expect(parseParam(textParam(), input)).toBe(expected);
  });

  it('cuts at its own length', () => {
    expect(parseParam(textParam(5), 'abcdefgh')).toBe('abcde');
  });
});

describe('dayParam', () => {
  it.each([
    ['absent', ABSENT, undefined],
    ['a day', '2024-05-20', '2024-05-20'],
    ['a leap day', '2024-02-29', '2024-02-29'],
    ['no such day', '2023-02-29', undefined],
    ['no such month', '2024-13-01', undefined],
    ['with a time', '2024-05-20 10:00', undefined],
    ['another format', '20/05/2024', undefined],
    ['a number', 20240520, undefined],
  ])('%s', (_name, input, expected) => {
    expect(parseParam(dayParam, input)).toBe(expected);
  });
});

describe('listParam', () => {
  it.each([
    ['absent', ABSENT, []],
    ['a list', ['a.com', 'b.com'], ['a.com', 'b.com']],
    ['a single value', 'a.com', ['a.com']],
    ['a number (the router parses digits)', 1024, ['1024']],
    ['blank items dropped and items trimmed', ['a.com', '', '  ', ' b.com '], ['a.com', 'b.com']],
    ['repeats dropped', ['a.com', 'a.com'], ['a.com']],
    ['the direct-domain marker kept', ['CDN1024@+@'], ['CDN1024@+@']],
    ['an object', { a: 1 }, []],
    ['a list holding an object', ['a.com', { a: 1 }], []],
  ])('%s', (_name, input, expected) => {
    expect(parseParam(listParam, input)).toEqual(expected);
  });
});

describe('sortParam', () => {
  const columns = ['name', 'expiry'] as const;
  it.each([
    ['absent', sortParam(columns), ABSENT, undefined],
    ['a column', sortParam(columns), { id: 'expiry', desc: true }, { id: 'expiry', desc: true }],
    ['an unknown column', sortParam(columns), { id: 'password', desc: true }, undefined],
    ['no direction', sortParam(columns), { id: 'name' }, undefined],
    ['text', sortParam(columns), 'name:asc', undefined],
    [
      'absent, with a default',
      sortParam(columns, { id: 'expiry', desc: false }),
      ABSENT,
      { id: 'expiry', desc: false },
    ],
    ['wrong, with a default', sortParam(columns, { id: 'expiry', desc: false }), 5, { id: 'expiry', desc: false }],
  ])('%s', (_name, schema, input, expected) => {
    expect(parseParam(schema, input)).toEqual(expected);
  });
});

describe('timeRangeParams', () => {
  it.each([
    ['nothing', {}, { range: 'today' }],
    ['a preset', { range: 'last7Days' }, { range: 'last7Days' }],
    ['an unknown preset', { range: 'lastYear' }, { range: 'today' }],
    [
      'a custom range',
      { range: 'custom', start: '2024-05-01 08:00', end: '2024-05-02 08:00', grad: 'hour' },
      { range: 'custom', start: '2024-05-01 08:00', end: '2024-05-02 08:00', grad: 'hour' },
    ],
    [
      'malformed times and granularity',
      { range: 'custom', start: '2024-05-01', end: 'now', grad: 'minute1' },
      { range: 'custom' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(readSearch(timeRangeSearchSchema, input)).toStrictEqual(expected);
  });

  it('composes with other params', () => {
    const schema = searchSchema({ page: pageParam, domains: listParam, ...timeRangeParams });
    const search = readSearch(schema, { domains: 'a.com', range: 'yesterday' });
    expect(search).toStrictEqual({ page: 1, domains: ['a.com'], range: 'yesterday' });
    expectTypeOf(search).toExtend<TimeRangeParams & { page: number; domains: string[] }>();
  });

  it('lets a link name any subset of the params', () => {
    const schema = searchSchema({ page: pageParam, domains: listParam });
    expectTypeOf(schema).parameter(0).toExtend<{ page?: number; domains?: string[] }>();
  });
});

describe('the small readers', () => {
  it.each([
    ['oneOf: a value', oneOf(['a', 'b']), 'b', 'b'],
    ['oneOf: another value', oneOf(['a', 'b']), 'c', undefined],
    ['oneOf: a number compared exactly', oneOf([2, 3, 4], 2), '3', 2],
    ['oneOf: a number', oneOf([2, 3, 4], 2), 4, 4],
    ['intParam: a whole number', intParam(0), 12, 12],
    ['intParam: a fraction', intParam(0), 1.5, 0],
    ['intParam: text', intParam(0), '12', 0],
    ['idParam: an id', idParam, 7, 7],
    ['idParam: zero', idParam, 0, undefined],
    ['booleanParam: false', booleanParam(true), false, false],
    ['booleanParam: text', booleanParam(true), 'false', true],
    ['patternParam: a match', patternParam(/^\d{4}-\d{2}$/), '2024-05', '2024-05'],
    ['patternParam: no match', patternParam(/^\d{4}-\d{2}$/), '2024-5', undefined],
    ['stringParam: text', stringParam, '/cdn/domain', '/cdn/domain'],
    ['stringParam: a number', stringParam, 5, undefined],
  ])('%s', (_name, param, input, expected) => {
    expect(parseParam(param as Param<unknown>, input)).toBe(expected);
  });
});
