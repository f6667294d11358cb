import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it.each([
    ['plain text', 'abc', 'abc'],
    ['a comma', 'a,b', '"a,b"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a formula', '=SUM(A1)', "'=SUM(A1)"],
    ['a leading minus in text', '-cmd', "'-cmd"],
    ['a negative number', -3, '-3'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['Chinese', '直属域名', '直属域名'],
  ])('writes %s', (_name, value, expected) => {
    expect(toCsv(['h'], [[value]]).split('\r\n')[1]).toBe(expected);
  });

  it('starts with a BOM and separates lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 2]])).toBe('\uFEFFa,b\r\n1,2');
  });
});
