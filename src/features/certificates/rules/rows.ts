// What the list shows: the server's rows with the delete lifecycle applied (local changes after a delete
// or clear, and the polled progress of deleting rows), sorted by expiry; pages of 10 (002 §9).
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

/** The certificate list sorts by expiry (afterDate) only; the rest of its paging is the kit's (pageOfRows). */
export function sortByExpiry(rows: readonly CertificateRow[], sort: { desc: boolean } | undefined): CertificateRow[] {
  if (!sort) return [...rows];
  return [...rows].sort((a, b) => (sort.desc ? -1 : 1) * a.afterDate.localeCompare(b.afterDate));
}
