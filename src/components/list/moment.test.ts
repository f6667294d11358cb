import { describe, expect, it } from 'vitest';
import { momentOf } from './moment';

const at = (iso: string) => () => new Date(iso);

describe('momentOf', () => {
  it('gives a page the moment its loader used for the same search, across a 5-minute boundary', () => {
    const loader = momentOf({ range: 'today', n: 1 }, at('2026-11-24T10:04:59.900Z'));
    const page = momentOf({ range: 'today', n: 1 }, at('2026-11-24T10:05:00.100Z'));
    expect(page).toBe(loader);
  });

  it('takes a new moment for another search, or once the preload is no longer used', () => {
    const first = momentOf({ range: 'today', n: 2 }, at('2026-11-24T10:00:00Z'));
    expect(momentOf({ range: 'yesterday', n: 2 }, at('2026-11-24T10:00:01Z'))).not.toBe(first);
    const again = momentOf({ range: 'today', n: 2 }, at('2026-11-24T10:00:02Z'));
    expect(momentOf({ range: 'today', n: 2 }, at('2026-11-24T10:00:40Z'))).toEqual(new Date('2026-11-24T10:00:40Z'));
    expect(again).toEqual(new Date('2026-11-24T10:00:02Z'));
  });
});
