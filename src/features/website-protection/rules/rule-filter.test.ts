import { describe, expect, it } from 'vitest';
import { appendCondition, condition } from './rule-filter';

describe('rule condition text', () => {
  it.each([
    ['URL', '==', '/api/login', 'URL == "/api/login"'],
    ['ClientId', '==', ' 20 ', 'ClientId == "20"'],
    ['QueryString', 'contains', 'a"b', 'QueryString contains "a\\"b"'],
  ])('%s %s %j', (field, op, value, expected) => {
    expect(condition(field, op, value)).toBe(expected);
  });

  it.each([
    ['', 'URL == "/"', 'URL == "/"'],
    ['URL == "/"', 'ClientId == "20"', 'URL == "/" & ClientId == "20"'],
  ])('appends to %j', (filter, next, expected) => {
    expect(appendCondition(filter, next)).toBe(expected);
  });
});
