// The inputs of the host overview's reads, for its loader, the early script and the page alike (first-reads.ts):
// each for every customer the user covers (001 §6, rules/customs.ts). Apart from the declaration, so that the
// host lists, whose queries share this module's chunk, do not load the overview's declaration. Light on purpose:
// the early script bundles it.
import type { SessionUser } from '@/api/session';
import { customsFor } from './rules/customs';

type CustomsUser = Pick<SessionUser, 'role' | 'account_all'>;

/** The input of the count and of both lists. */
export const allCustomsInput = (user: CustomsUser) => ({ body: { customs: customsFor(user) } });

/** The full-text search's input. */
export const fulltextInput = (user: CustomsUser, keyword: string) => ({
  body: { keyword, customs: customsFor(user) },
});
