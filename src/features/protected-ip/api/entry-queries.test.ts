import { describe, expect, it } from 'vitest';
import { entryListQuery, TRANSIENT_POLL_MS } from './entry-queries';

describe('the list refreshes while an entry is transient', () => {
  const interval = entryListQuery().refetchInterval as (query: { state: { data?: { status: number }[] } }) => unknown;
  it.each([
    [undefined, false],
    [[{ status: 2 }, { status: 3 }], false],
    [[{ status: 2 }, { status: 4 }], TRANSIENT_POLL_MS],
    [[{ status: 1 }], TRANSIENT_POLL_MS],
    [[{ status: 6 }], TRANSIENT_POLL_MS],
  ])('%j → %s', (data, expected) => {
    expect(interval({ state: { data } })).toBe(expected);
  });
});
