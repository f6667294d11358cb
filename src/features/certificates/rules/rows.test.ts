import { describe, expect, it } from 'vitest';
import type { CertificateRow } from '../types';
import { deletingIds, sortByExpiry, withOverrides, withPolledStatus } from './rows';

const row = (id: number, logicDelete: number, afterDate = '2027-01-01 00:00:00'): CertificateRow => ({
  id,
  name: `cert-${id}`,
  subjectName: 'cdn.example.com',
  brand: 'DigiCert',
  account: 'CDN1024',
  createTime: '2026-01-01 00:00:00',
  beforeDate: '2026-01-01 00:00:00',
  afterDate,
  validity: 40,
  logicDelete: logicDelete as CertificateRow['logicDelete'],
});

describe('lifecycle of the shown rows', () => {
  it('shows a deleted row as deleting and hides a cleared one', () => {
    const rows = withOverrides(
      [row(1, 0), row(2, 2), row(3, 0)],
      new Map([
        [1, 3],
        [2, null],
      ]),
    );
    expect(rows.map((r) => [r.id, r.logicDelete])).toEqual([
      [1, 3],
      [3, 0],
    ]);
    expect(deletingIds(rows)).toEqual([1]);
  });

  it.each([
    [0, [[1, 2]]],
    [1, []],
    [2, [[1, 3]]],
  ])('a poll answering operationStatus %i', (status, expected) => {
    expect(withPolledStatus([row(1, 3)], new Map([[1, status]])).map((r) => [r.id, r.logicDelete])).toEqual(expected);
  });

  it('ignores a poll result for a row that is no longer deleting', () => {
    expect(withPolledStatus([row(1, 0)], new Map([[1, 1]])).map((r) => r.id)).toEqual([1]);
  });
});

describe('sortByExpiry', () => {
  const rows = Array.from({ length: 12 }, (_, i) =>
    row(i + 1, 0, `2027-01-${String(12 - i).padStart(2, '0')} 00:00:00`),
  );

  it.each([
    ['keeps the server order without a sort', undefined, 1],
    ['sorts the soonest expiry first', { desc: false }, 12],
    ['sorts the latest expiry first', { desc: true }, 1],
  ])('%s', (_name, sort, first) => {
    expect(sortByExpiry(rows, sort)[0]?.id).toBe(first);
  });
});
