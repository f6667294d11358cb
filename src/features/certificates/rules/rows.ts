// What the list shows: the server's rows with the delete lifecycle applied (local changes after a delete
// or clear, and the polled progress of deleting rows), sorted by expiry and cut into pages of 10.
import type { CertificateRow } from '../types';
import { afterDeletingPoll, isDeleting } from './lifecycle';

export const CERTIFICATE_PAGE_SIZE = 10;

/** A row's logicDelete after a local change; null: the row is gone. */
export type LifecycleOverrides = ReadonlyMap<number, 2 | 3 | null>;

/** The rows as the server and the local changes say, before polling. */
export function withOverrides(rows: readonly CertificateRow[], overrides: LifecycleOverrides): CertificateRow[] {
  return rows.flatMap((row) => {
    if (!overrides.has(row.id)) return [row];
    const logicDelete = overrides.get(row.id);
    return logicDelete === null || logicDelete === undefined ? [] : [{ ...row, logicDelete }];
  });
}

export const deletingIds = (rows: readonly CertificateRow[]) =>
  rows.filter((row) => isDeleting(row.logicDelete)).map((row) => row.id);

/** Applies the last polled operationStatus of each deleting row. */
export function withPolledStatus(
  rows: readonly CertificateRow[],
  statusById: ReadonlyMap<number, number>,
): CertificateRow[] {
  return rows.flatMap((row) => {
    const status = statusById.get(row.id);
    if (!isDeleting(row.logicDelete) || status === undefined) return [row];
    const next = afterDeletingPoll(status);
    return next === null ? [] : [{ ...row, logicDelete: next }];
  });
}

export type ExpirySort = 'expiryAsc' | 'expiryDesc' | undefined;

export function sortAndPage(rows: readonly CertificateRow[], sort: ExpirySort, page: number) {
  const sorted = sort
    ? [...rows].sort((a, b) => (sort === 'expiryAsc' ? 1 : -1) * a.afterDate.localeCompare(b.afterDate))
    : [...rows];
  const pageCount = Math.max(1, Math.ceil(sorted.length / CERTIFICATE_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * CERTIFICATE_PAGE_SIZE;
  return { rows: sorted.slice(start, start + CERTIFICATE_PAGE_SIZE), page: current, pageCount, total: sorted.length };
}
