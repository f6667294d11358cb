// Reads started by a route's loader, told apart by whether the router is only preloading the route (a link
// hovered) or opening it. A read may be retried once (shouldRetry); for one user action that is two requests
// at most, preload included:
//   - a preload makes one attempt and no retry: the user has not asked for the page yet;
//   - the click that follows shortly after a failed preload makes the one retry, instead of a fresh attempt
//     with a retry of its own.
// Without this, a failing read was requested four times for one hover and click (two each).
import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { callApi } from './call';
import { canCall } from './permissions';
import { readKey, type FirstRead, type FirstReads, type ReadAddress } from './first-reads';
import { apiQueryOptions } from './query';
import { takeSentRead } from './sent-reads';
import type { SessionUser } from './session';

/** How long after a failed preload a load counts as its retry. */
export const PRELOAD_RETRY_WINDOW_MS = 10_000;

/** The reads whose last attempt was a failed preload. */
const failedPreloads = new WeakSet<Query>();

type Options = Pick<FetchQueryOptions, 'queryKey' | 'retry'>;
type Read = 'ensureQueryData' | 'prefetchQuery' | 'fetchQuery';
const reads: readonly Read[] = ['ensureQueryData', 'prefetchQuery', 'fetchQuery'];

function find(client: QueryClient, queryKey: QueryKey) {
  return client.getQueryCache().find({ queryKey, exact: true });
}

/** Whether this read makes a single attempt; otherwise the query's own retry applies. */
function singleAttempt(client: QueryClient, queryKey: QueryKey, preload: boolean): boolean {
  if (preload) return true;
  const query = find(client, queryKey);
  if (!query || !failedPreloads.has(query)) return false;
  failedPreloads.delete(query);
  return Date.now() - query.state.errorUpdatedAt < PRELOAD_RETRY_WINDOW_MS;
}

/**
 * The query client a loader reads through: the same client and cache, with the retry of its reads set as
 * above. `preload` is the router's flag for this load.
 */
export function loaderQueryClient(client: QueryClient, preload: boolean): QueryClient {
  return new Proxy(client, {
    get(target, property) {
      if (!reads.includes(property as Read)) {
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      const attempt = async (options: Options) => {
        const read = target[property as Read].bind(target) as (options: Options) => Promise<unknown>;
        try {
          const once = singleAttempt(target, options.queryKey, preload);
          return await read(once ? { ...options, retry: false } : options);
        } finally {
          const query = find(target, options.queryKey);
          if (preload && query?.state.status === 'error') failedPreloads.add(query);
        }
      };
      if (property !== 'prefetchQuery' || preload) return attempt;
      // A screen opened (not preloaded) does not wait for what it prefetches: it shows those reads in place
      // (useQuery and QueryFrame), so its frame (the heading, the filters, the actions, skeleton rows) draws
      // as soon as its code is there, not after the read answers: a cold load over a slow link painted
      // nothing for the half second the read and the render of its answer took. The read goes on, and the
      // page's query takes it up. `ensureQueryData` (a screen that suspends on its one read) still waits.
      return (options: Options) => {
        void attempt(options);
        return Promise.resolve();
      };
    },
  });
}

/**
 * A first read's query options: the operation's own (the page's query has the same key), reading the answer the
 * early script sent for the same input when there is one (taken now, in the loader: src/api/sent-reads.ts),
 * once; a retry asks again as any read does. A refusal is then what it would be had the loader sent it.
 */
function firstReadOptions<Search>(read: FirstRead<Search>, address: ReadAddress<Search>) {
  const operation = read.operation;
  // A call the user may not make is not prefetched: the page shows what it shows without it.
  if (!address.may(operation)) return undefined;
  // The declaration typed the input against its operation (src/api/first-reads.ts: read).
  const input = read.input(address) as never;
  if (input === undefined) return undefined;
  const options = apiQueryOptions(operation, input);
  let sent = takeSentRead(readKey(operation, input));
  if (!sent) return options;
  return {
    ...options,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const adopted = sent;
      sent = undefined;
      return callApi(operation, input, signal, adopted);
    },
  };
}

/**
 * A screen's loader written from its declared first reads (src/api/first-reads.ts): each is prefetched (an opened
 * screen does not wait for them, see above).
 */
export function firstReadsLoader<Search>(declared: FirstReads<Search>) {
  return ({
    context: { queryClient, user },
    deps,
  }: {
    context: { queryClient: QueryClient; user: SessionUser };
    deps: Search;
  }) =>
    Promise.all(
      declared.reads.map((read) => {
        const options = firstReadOptions(read, { search: deps, user, may: (id) => canCall(user, id) });
        return options && queryClient.prefetchQuery(options);
      }),
    );
}
