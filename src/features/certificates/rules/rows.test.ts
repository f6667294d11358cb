import { describe, expect, it } from 'vitest';
import type { CertificateRow } from '../types';
import { deletingIds, sortAndPage, withOverrides, withPolledStatus } from './rows';

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

describe('sortAndPage', () => {
  const rows = Array.from({ length: 12 }, (_, i) =>
    row(i + 1, 0, `2027-01-${String(12 - i).padStart(2, '0')} 00:00:00`),
  );

  it('cuts pages of 10', () => {
    expect(sortAndPage(rows, undefined, 1)).toMatchObject({ page: 1, pageCount: 2, total: 12 });
    expect(sortAndPage(rows, undefined, 2).rows.map((r) => r.id)).toEqual([11, 12]);
  });

  it('sorts by expiry both ways', () => {
    expect(sortAndPage(rows, 'expiryAsc', 1).rows[0].id).toBe(12);
    expect(sortAndPage(rows, 'expiryDesc', 1).rows[0].id).toBe(1);
  });

  it('keeps the page inside the range', () => {
    expect(sortAndPage(rows, undefined, 9).page).toBe(2);
    expect(sortAndPage([], undefined, 3)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });
});
