import { describe, expect, it } from 'vitest';
import { filterAreas, formatCoordinates, parseCoordinates } from './line-areas';

describe('line area coordinates', () => {
  it.each([
    ['longitude then latitude', '116.40,39.90', { longitude: 116.4, latitude: 39.9 }],
    ['spaces around the parts', ' 121.47 , 31.23 ', { longitude: 121.47, latitude: 31.23 }],
    ['western and southern values', '-58.38,-34.60', { longitude: -58.38, latitude: -34.6 }],
    ['one number only', '116.40', undefined],
    ['three numbers', '116.40,39.90,12', undefined],
    ['an empty part', '116.40,', undefined],
    ['not numbers', 'abc,def', undefined],
    ['a latitude beyond 90', '116.40,95', undefined],
    ['a longitude beyond 180', '190,39.90', undefined],
    ['nothing', '', undefined],
  ])('%s', (_name, text, expected) => {
    expect(parseCoordinates(text)).toEqual(expected);
  });

  it.each([
    [{ longitude: 116.4, latitude: 39.9 }, '116.40° E, 39.90° N'],
    [{ longitude: -58.38, latitude: -34.6 }, '58.38° W, 34.60° S'],
  ])('formats %o as %s', (coordinates, text) => {
    expect(formatCoordinates(coordinates)).toBe(text);
  });
});

describe('filtering line areas', () => {
  const areas = [
    { code: 'BJ', coordinates: '116.40,39.90', address: '北京市大兴区' },
    { code: 'SH', coordinates: '121.47,31.23', address: '上海市嘉定区' },
    { code: 'SZ', coordinates: '114.06,22.54', address: 'Shenzhen Nanshan' },
  ];
  it.each([
    ['no text keeps every area', undefined, ['BJ', 'SH', 'SZ']],
    ['blank text keeps every area', '  ', ['BJ', 'SH', 'SZ']],
    ['by code, ignoring case', 'bj', ['BJ']],
    ['by part of the address', '嘉定', ['SH']],
    ['by address, ignoring case', 'NANSHAN', ['SZ']],
    ['nothing matches', '广州', []],
  ])('%s', (_name, text, codes) => {
    expect(filterAreas(areas, text).map((area) => area.code)).toEqual(codes);
  });
});
