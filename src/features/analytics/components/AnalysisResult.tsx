// The frame of one view's answer: a skeleton while it loads, the server's message (else 'An unknown error')
// with a retry when it fails, and the data otherwise. A failed answer shows no data at all, not the
// previous answer the query cache still holds (001 §4: the data is reset to empty on a non-success code).
import { Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface Props<T> {
  query: UseQueryResult<T, unknown>;
  children(data: T): ReactNode;
}

export function AnalysisResult<T>({ query, children }: Props<T>) {
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeleton height="80" data-testid="analysis-loading" />;
  return <>{children(query.data)}</>;
}
