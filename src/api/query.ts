// Query keys, query options and mutation hooks built from the contract's table: a key is
// [method, path, input]; a mutation invalidates exactly the operations its x-invalidates names.
import {
  MutationCache,
  QueryCache,
  QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ApiError, isApiError } from './api-error';
import { callApi, type ApiData, type ApiInput } from './call';
import { operations, type OperationId } from './generated/operations';

/** The key prefix of every cached answer of one operation. */
export const operationKeyRoot = (id: OperationId) => [operations[id].method, operations[id].path] as const;

export const operationKey = <Id extends OperationId>(id: Id, input: ApiInput<Id>) =>
  [...operationKeyRoot(id), input] as const;

/** Query options for a read; the query's AbortSignal reaches fetch. */
export function apiQueryOptions<Id extends OperationId>(id: Id, input: ApiInput<Id>) {
  return queryOptions({
    queryKey: operationKey(id, input),
    queryFn: ({ signal }) => callApi(id, input, signal),
  });
}

/** Invalidates what the contract says an operation makes stale. */
export function invalidateAfter(queryClient: QueryClient, id: OperationId) {
  return Promise.all(
    operations[id].invalidates.map((target) =>
      queryClient.invalidateQueries({ queryKey: operationKeyRoot(target as OperationId) }),
    ),
  );
}

export interface MutationMeta extends Record<string, unknown> {
  /** Toast shown when the mutation succeeds. */
  successMessage?: string;
  /** false when the screen shows the failure itself (a form's inline error). */
  errorToast?: boolean;
}

/** A mutation hook for one operation; it invalidates the contract's x-invalidates before it settles. */
export function useApiMutation<Id extends OperationId, TContext = unknown>(
  id: Id,
  options: Omit<UseMutationOptions<ApiData<Id>, ApiError, ApiInput<Id>, TContext>, 'mutationFn' | 'meta'> & {
    meta?: MutationMeta;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: operationKeyRoot(id),
    mutationFn: (input: ApiInput<Id>) => callApi(id, input),
    onSuccess: async (...args) => {
      await invalidateAfter(queryClient, id);
      await options.onSuccess?.(...args);
    },
  });
}

/** At most one retry, for reads only, and only after a network failure or a 5xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

export interface GlobalReactions {
  /** HTTP 401 / redirect ('timeout') or body code '403' ('ended', with the server's message). */
  onSessionEnd(reason: 'timeout' | 'ended', error: ApiError): void;
  onError(error: unknown): void;
  onSuccessMessage(message: string): void;
}

const endsSession = (error: unknown): error is ApiError =>
  isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'sessionEnded');

/** The query client with the global reactions of the specification, set once for every call. */
export function createQueryClient(reactions: GlobalReactions) {
  const reactToSessionEnd = (error: unknown) => {
    if (!endsSession(error)) return false;
    reactions.onSessionEnd(error.kind === 'unauthorized' ? 'timeout' : 'ended', error);
    return true;
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (reactToSessionEnd(error)) return;
        // A first load shows its failure in the page (error boundary); a failed background refresh
        // keeps the data on screen and says so in a toast.
        if (query.state.data !== undefined) reactions.onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (reactToSessionEnd(error)) return;
        if ((mutation.meta as MutationMeta | undefined)?.errorToast !== false) reactions.onError(error);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const message = (mutation.meta as MutationMeta | undefined)?.successMessage;
        if (message) reactions.onSuccessMessage(message);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
