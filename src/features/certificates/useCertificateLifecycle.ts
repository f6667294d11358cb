// The delete lifecycle of the shown rows: local changes after delete/clear, and polling of deleting rows.
// Polling stops by itself when no row is deleting, or when the page unmounts (the queries go with it).
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { deletingStatusQuery } from './api/certificate-queries';
import { deletingIds, withOverrides, withPolledStatus, type LifecycleOverrides } from './rules/rows';
import type { CertificateRow } from './types';

export function useCertificateLifecycle(serverRows: readonly CertificateRow[]) {
  const [overrides, setOverrides] = useState<LifecycleOverrides>(new Map());
  const rows = withOverrides(serverRows, overrides);
  const ids = deletingIds(rows);
  const polls = useQueries({ queries: ids.map((id) => deletingStatusQuery(id)) });
  const statusById = new Map(
    ids.flatMap((id, i) => {
      const data = polls[i]?.data;
      return data ? [[id, data] as const] : [];
    }),
  );
  const operationStatus = new Map([...statusById].map(([id, status]) => [id, status.operationStatus]));
  // Each deleting row's read, so that its indicator can say when the progress could not be read. Picked here:
  // a query's result draws again only for the fields something has read, and the indicator's popover, which
  // reads them, loads only when opened (a failure before that would otherwise never draw the list again).
  const deletingReads = new Map(
    ids.flatMap((id, i) => {
      const poll = polls[i];
      if (!poll) return [];
      const { data, isError, error, refetch } = poll;
      return [[id, { data, isError, error, refetch }] as const];
    }),
  );
  const set = (id: number, logicDelete: 2 | 3 | null) =>
    setOverrides((current) => new Map(current).set(id, logicDelete));
  return {
    rows: withPolledStatus(rows, operationStatus),
    deletingStatus: deletingReads,
    markDeleting: (id: number) => set(id, 3),
    markCleared: (id: number) => set(id, null),
  };
}
