// Where a screen's result goes (a table, a chart, a dashboard's cards): a skeleton while the first read loads,
// the failure in its place (the message, Try again, Copy details: ErrorAlert) and the empty state when there is
// nothing to show. Only the result is replaced: the heading, the filters with what the user typed and the
// screen's actions are outside the frame and stay whatever the read answers. A failed answer shows no data,
// not the previous answer the query cache still holds (001 §4: the data is reset on a non-success code).
// While a new read is pending (another filter, page or sort), the last answer stays, marked as updating, as
// TanStack Query's `placeholderData: keepPreviousData` would keep it: blanking the table for the whole wait
// lost the user's place. The frame keeps it rather than each screen's query, so every screen that frames its
// result gets it, and a query that keeps its own (`isPlaceholderData`) is marked the same way.
import { Box, Skeleton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '../ErrorAlert';

/** What the frame reads of a query (a `useQuery` result). */
export type FramedQuery<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isError' | 'isPending'> &
  Partial<Pick<UseQueryResult<T, unknown>, 'isPlaceholderData'>> & {
    refetch(): unknown;
  };

export interface QueryFrameProps<T> {
  query: FramedQuery<T>;
  children(data: T): ReactNode;
  /** Title of the failure (default: 'This part of the page could not be loaded'). */
  errorTitle?: ReactNode;
  /** With `empty`: whether the answer has nothing to show. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  /** Height of the loading skeleton (default 80, a chart's or a table's first page). */
  loadingHeight?: string;
}

export function QueryFrame<T>({
  query,
  children,
  errorTitle,
  isEmpty,
  empty,
  loadingHeight = '80',
}: QueryFrameProps<T>) {
  const answered = !query.isError && !query.isPending && query.data !== undefined;
  // The last answer shown, kept in state (set while rendering, as React allows for state derived from props).
  const [last, setLast] = useState<{ data: T } | undefined>(undefined);
  if (answered && last?.data !== query.data) setLast({ data: query.data as T });
  if (query.isError && last) setLast(undefined);
  if (query.isError) return <ErrorAlert error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  const shown = answered ? (query.data as T) : last?.data;
  if (shown === undefined) return <Skeleton height={loadingHeight} data-testid="query-loading" aria-busy />;
  const updating = !answered || Boolean(query.isPlaceholderData);
  // One wrapper whether updating or not, so the result is not drawn anew when the mark comes and goes; it makes
  // no box of its own, so the result keeps its place in the screen's layout (a stack's gaps, a grid's cells).
  return (
    <Box display="contents" aria-busy={updating || undefined} data-updating={updating || undefined} css={dimmed}>
      {updating && <UpdatingNote />}
      {empty !== undefined && isEmpty?.(shown) ? (
        <Text color="fg.muted" textAlign="center" py="6">
          {empty}
        </Text>
      ) : (
        children(shown)
      )}
    </Box>
  );
}

/** The previous answer, while the next one loads, is dimmed; the words saying so are not. */
const dimmed = { '&[data-updating] > :not([role=status])': { opacity: 0.6 } } as const;

function UpdatingNote() {
  const { t } = useLingui();
  return (
    <Text role="status" fontSize="sm" color="fg.muted">
      {t`Updating…`}
    </Text>
  );
}
