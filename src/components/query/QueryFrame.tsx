// Where a screen's result goes (a table, a chart, a dashboard's cards): a skeleton while the read loads, the
// failure in its place (the message, Try again, Copy details: ErrorAlert) and the empty state when there is
// nothing to show. Only the result is replaced: the heading, the filters with what the user typed and the
// screen's actions are outside the frame and stay whatever the read answers. A failed answer shows no data,
// not the previous answer the query cache still holds (001 §4: the data is reset on a non-success code).
import { Skeleton, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../ErrorAlert';

/** What the frame reads of a query (a `useQuery` result). */
export type FramedQuery<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isError' | 'isPending'> & {
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
  if (query.isError) return <ErrorAlert error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined)
    return <Skeleton height={loadingHeight} data-testid="query-loading" aria-busy />;
  if (empty !== undefined && isEmpty?.(query.data))
    return (
      <Text color="fg.muted" textAlign="center" py="6">
        {empty}
      </Text>
    );
  return <>{children(query.data)}</>;
}
