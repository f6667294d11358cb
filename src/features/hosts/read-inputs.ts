// The inputs of the host screens' reads, for their loaders, the early scripts and the pages alike (first-reads.ts,
// list-first-reads.ts): each for the customers the user covers (001 §6, rules/customs.ts). Apart from the
// declarations, so that a screen does not load another's. Light on purpose: the early script bundles it.
import type { SessionUser } from '@/api/session';
import { customsFor, detailSearchCustoms } from './rules/customs';
import type { HostListSearch } from './search';
import type { HostKind } from './types';

type CustomsUser = Pick<SessionUser, 'role' | 'account_all'>;

/** The input of the count and of both lists. */
export const allCustomsInput = (user: CustomsUser) => ({ body: { customs: customsFor(user) } });

/** The full-text search's input. */
export const fulltextInput = (user: CustomsUser, keyword: string) => ({
  body: { keyword, customs: customsFor(user) },
});

/** A host list's search by keyword, within the area and the customer picked (none: every one the user covers). */
export const detailSearchInput = (user: CustomsUser, kind: HostKind, { area, custom, q }: HostListSearch) => ({
  body: { keyword: q ?? '', type: kind, area: area ?? '', ...detailSearchCustoms(user, custom) },
});

/** A host list's hosts of an area. */
export const areaSearchInput = (user: CustomsUser, kind: HostKind, { area, custom }: HostListSearch) => ({
  body: { area: area ?? '', type: kind, customs: customsFor(user, custom) },
});

/** A host list's hosts, with no keyword or area searched. */
export const kindListInput = (user: CustomsUser, kind: HostKind, { custom }: HostListSearch) => ({
  body: { type: kind, customs: customsFor(user, custom) },
});
