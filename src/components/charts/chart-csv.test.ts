import { describe, expect, it } from 'vitest';
import { withUnit } from './chart-csv';

describe('withUnit', () => {
  it.each([
    ['Bandwidth', 'bps', 'Bandwidth (bps)'],
    ['Requests', '', 'Requests'],
  ])('%s in %s', (label, unit, header) => {
    expect(withUnit(label, unit)).toBe(header);
  });
});
