// A screen's first reads, declared once beside its route: which operation of the contract's table each read
// calls, and how its input follows from the address (the search as the route's own validation reads it, its
// defaults filled in). Two readers:
//   - the route's loader is written from it (firstReadsLoader, src/api/preload-reads.ts);
//   - the script run before the entry (src/app/send-first-reads.ts) sends the same reads for a screen opened by
//     its address, and the loader adopts them (src/api/sent-reads.ts).
// A read's input may follow from the signed-in user too (its account, its sub-accounts). The early script reads
// the stored user as the entry does (src/api/early-session.ts, with the browser's AES) before it sends anything:
// like the loader, it sends no read the user may not make (the contract's x-permission), and an input may ask the
// same of the screen's other declared reads (`may`), of no other call: the page carries those reads' permissions
// only. The loader prefetches with the client's defaults
// (what a page's query adds, a polling interval, applies once it observes the read): a read whose page query
// sets its own staleTime is not declared here. A period that ends now ends at the moment both scripts share
// (momentOf, src/components/list/moment.ts); a read whose input takes the clock otherwise is not declared: the
// early script and the loader would ask for two different periods. Only types are imported: the early script
// bundles this file.
import type { ApiInput } from './call';
import type { QueryId } from './query';
import type { SessionUser } from './session';

/** What a first read's input follows from. */
export interface ReadAddress<Search> {
  /** The route's search, as its validateSearch returns it. */
  search: Search;
  /** The signed-in user, as the stored session holds it. */
  user: SessionUser;
  /** Whether the user may make the call of one of the screen's declared reads (its x-permission). */
  may(operation: QueryId): boolean;
}

/** One read: the operation, and its input for an address (typed by `read`); undefined: no such read there. */
export interface FirstRead<Search> {
  readonly operation: QueryId;
  // A method, so that a screen's declaration also counts as one of any search (the screens' table holds them).
  input(address: ReadAddress<Search>): unknown;
}

/** A screen's declaration: its route's search validation and its reads. */
export interface FirstReads<Search = never> {
  readonly search: (raw: Record<string, unknown>) => Search;
  readonly reads: readonly FirstRead<Search>[];
}

/**
 * A read of `operation`, whose input the contract types; `input` gives undefined where the screen does not make
 * this read (another of its reads takes its place).
 */
export const read = <Id extends QueryId, Search>(
  operation: Id,
  input: (address: ReadAddress<Search>) => ApiInput<Id> | undefined,
): FirstRead<Search> => ({ operation, input });

/**
 * A screen's first reads; `search` is the route's own validateSearch (a test holds the two together), which the
 * early script runs too: it sends nothing for an address that validation would change. With two type arguments,
 * the reads follow from `Deps`, the part of the search the route's loaderDeps pick.
 */
export function firstReads<Search>(
  search: (raw: never) => Search,
  ...reads: FirstRead<NoInfer<Search>>[]
): FirstReads<Search>;
export function firstReads<Search extends Deps, Deps>(
  search: (raw: never) => Search,
  ...reads: FirstRead<Deps>[]
): FirstReads<Deps>;
export function firstReads<Search>(search: (raw: never) => Search, ...reads: FirstRead<Search>[]) {
  return { search: search as (raw: Record<string, unknown>) => Search, reads };
}

/** The name a read goes by between the early script and the loader: its operation and its exact input. */
export const readKey = (operation: string, input: unknown) => `${operation} ${JSON.stringify(input)}`;
