// Query keys, query options and mutation hooks built from the contract's table: a key is
// [operationId, input]; a mutation invalidates exactly the operations its x-invalidates names.
import type { MessageDescriptor } from '@lingui/core';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback, useRef, type RefObject } from 'react';
import { ApiError, isApiError } from './api-error';
import { callApi, callApiWithMessage, downloadApi, type ApiData, type ApiInput, type DownloadedFile } from './call';
import type { OperationId, operations } from './generated/operations';
import type { OperationMeta } from './operation-meta';
import { loadOperationTable, operationMeta } from './operation-table';

type Table = typeof operations;
/** The reads of the contract (`x-kind: query`): the only operations a query may call. */
export type QueryId = { [Id in OperationId]: Table[Id]['kind'] extends 'query' ? Id : never }[OperationId];
/** The writes of the contract (`x-kind: mutation`): the only operations a mutation may call. */
export type MutationId = Exclude<OperationId, QueryId>;

/** The key prefix of every cached answer of one operation: its id (no table needed to build a key). */
export const operationKeyRoot = (id: OperationId) => [id] as const;

export const operationKey = <Id extends OperationId>(id: Id, input: ApiInput<Id>) =>
  [...operationKeyRoot(id), input] as const;

type ReadOptions<Id extends QueryId, TData> = Omit<
  UndefinedInitialDataOptions<ApiData<Id>, ApiError, TData, ReturnType<typeof operationKey<Id>>>,
  'queryKey' | 'queryFn'
>;

/**
 * Query options for a read; the query's AbortSignal reaches fetch. `options` adds what a screen needs
 * (select, refetchInterval for polling, staleTime…) with the types of the operation's data.
 */
export function apiQueryOptions<Id extends QueryId, TData = ApiData<Id>>(
  id: Id,
  input: ApiInput<Id>,
  options?: ReadOptions<Id, TData>,
) {
  return queryOptions({
    ...options,
    queryKey: operationKey(id, input),
    queryFn: ({ signal }) => callApi(id, input, signal),
  });
}

/** Invalidates what the contract says an operation makes stale. */
export function invalidateAfter(queryClient: QueryClient, id: OperationId) {
  // After the operation's own call: the table is loaded.
  const { invalidates = [] } = operationMeta(id);
  return Promise.all(
    invalidates.map((target) => queryClient.invalidateQueries({ queryKey: operationKeyRoot(target as OperationId) })),
  );
}

/**
 * After a language switch: invalidates the cached answers of the operations marked `x-language-dependent` (the
 * analysis views, specification 000 §4), so the ones on screen are fetched again; every other answer stays.
 */
export async function invalidateLanguageDependent(queryClient: QueryClient) {
  // Nothing cached (the login page): nothing to fetch again, and no table to load for it.
  if (queryClient.getQueryCache().getAll().length === 0) return;
  const table: Readonly<Record<string, OperationMeta>> = await loadOperationTable();
  await queryClient.invalidateQueries({
    predicate: ({ queryKey: [id] }) => typeof id === 'string' && Boolean(table[id]?.languageDependent),
  });
}

export interface MutationMeta extends Record<string, unknown> {
  /** Toast shown when the mutation succeeds, translated when shown (msg`…` from '@lingui/core/macro'). */
  success?: MessageDescriptor;
  /** Toast the answer's own `msg` instead, when it has one (protected IP, website protection). */
  successFromServer?: boolean;
  /** Set by useApiMutation: the `msg` of the last successful answer. */
  serverMessage?: () => string | undefined;
  /** false when the screen shows the failure itself (a form's inline error). */
  errorToast?: boolean;
}

// Every mutation's `meta` is this shape: the global reactions below read it without a cast.
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

type WriteOptions<TData, TInput, TContext> = Omit<UseMutationOptions<TData, ApiError, TInput, TContext>, 'mutationFn'>;

/**
 * One request per user action: `isPending` reaches a button only after a render, so two clicks in the same
 * task would both send. The flag here is set synchronously by the first call and cleared when it settles;
 * a call made meanwhile is dropped. Every write and download of the portal goes through it.
 */
function useSingleFlight<TData, TInput, TContext>(
  mutation: ReturnType<typeof useMutation<TData, ApiError, TInput, TContext>>,
  inFlightRef: RefObject<boolean>,
) {
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  const mutate = useCallback(
    (...args: Parameters<typeof send>) => {
      if (inFlightRef.current) return;
      inFlightRef.current = true;
      send(...args);
    },
    [send, inFlightRef],
  );
  const mutateAsync = useCallback(
    (...args: Parameters<typeof sendAsync>) => {
      if (inFlightRef.current) return Promise.reject(new Error('A request for this action is already running'));
      inFlightRef.current = true;
      return sendAsync(...args);
    },
    [sendAsync, inFlightRef],
  );
  return { ...mutation, mutate, mutateAsync };
}

/** A mutation hook for one write; it invalidates the contract's x-invalidates before it settles. */
export function useApiMutation<Id extends MutationId, TContext = unknown>(
  id: Id,
  options: WriteOptions<ApiData<Id>, ApiInput<Id>, TContext> = {},
) {
  const queryClient = useQueryClient();
  const inFlightRef = useRef(false);
  const serverMessageRef = useRef<string | undefined>(undefined);
  const mutation = useMutation({
    ...options,
    meta: { ...options.meta, serverMessage: () => serverMessageRef.current },
    mutationKey: operationKeyRoot(id),
    mutationFn: async (input: ApiInput<Id>) => {
      const { data, message } = await callApiWithMessage(id, input);
      serverMessageRef.current = message;
      return data;
    },
    onSuccess: async (...args) => {
      await invalidateAfter(queryClient, id);
      await options.onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      inFlightRef.current = false;
      await options.onSettled?.(...args);
    },
  });
  return useSingleFlight(mutation, inFlightRef);
}

/**
 * A file download (octet-stream on success, the envelope on failure), guarded like a write; `save` receives
 * the file (see src/components/save-blob.ts). Downloads are reads in the contract: they invalidate nothing.
 */
export function useApiDownload<Id extends QueryId, TInput>(
  id: Id,
  toInput: (input: TInput) => ApiInput<Id>,
  save: (file: DownloadedFile, input: TInput) => void,
  options: WriteOptions<void, TInput, unknown> = {},
) {
  const inFlightRef = useRef(false);
  const mutation = useMutation({
    ...options,
    mutationKey: operationKeyRoot(id),
    mutationFn: async (input: TInput) => save(await downloadApi(id, toInput(input)), input),
    onSettled: async (...args) => {
      inFlightRef.current = false;
      await options.onSettled?.(...args);
    },
  });
  return useSingleFlight(mutation, inFlightRef);
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
  /** A success toast: a message to translate, or the server's own text. */
  onSuccessMessage(message: MessageDescriptor | string): void;
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
        if (mutation.meta?.errorToast !== false) reactions.onError(error);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const meta = mutation.meta;
        const message = (meta?.successFromServer ? meta.serverMessage?.() : undefined) ?? meta?.success;
        if (message) reactions.onSuccessMessage(message);
      },
    }),
    defaultOptions: {
      // retryOnMount: a screen's loader has made the read (and its one retry) before the page renders; a
      // page mounting on that failure shows it with Try again instead of asking a third time. A later
      // visit asks again through its loader (a failed read holds no data, so it is stale).
      queries: { retry: shouldRetry, retryOnMount: false, staleTime: 30_000, refetchOnWindowFocus: false },
      // networkMode 'always': offline, a write is not paused (its button busy until the connection is back, then
      // sent unasked); its call refuses it at once with that reason (src/api/call.ts) and the form keeps its values.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
