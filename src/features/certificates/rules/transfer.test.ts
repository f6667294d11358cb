import { describe, expect, it } from 'vitest';
import { filterDomains, moveToAvailable, moveToChosen } from './transfer';

const state = { available: ['b.example.com', 'a.example.com'], chosen: ['c.example.com'] };

describe('transfer list', () => {
  it('moves domains to the bound side, sorted and without duplicates', () => {
    expect(moveToChosen(state, ['b.example.com', 'b.example.com', 'zzz'])).toEqual({
      available: ['a.example.com'],
      chosen: ['b.example.com', 'c.example.com'],
    });
  });

  it('moves domains back', () => {
    expect(moveToAvailable(state, ['c.example.com'])).toEqual({
      available: ['a.example.com', 'b.example.com', 'c.example.com'],
      chosen: [],
    });
  });

  it('filters case-insensitively', () => {
    expect(filterDomains(['IMG.example.com', 'cdn.example.com'], ' img ')).toEqual(['IMG.example.com']);
  });
});
