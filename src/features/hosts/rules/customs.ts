// Which customers a host call covers (001 §6): the stored customer list (account_all) split on commas. The
// host detail search leaves it out for the superadmin, who searches every customer; every other host call
// carries it. A customer picked in the filter narrows the list to that one (if the user may see it).
import { sessionAccounts, type SessionUser } from '@/api/session';

type CustomsUser = Pick<SessionUser, 'role' | 'account_all'>;

export const SUPERADMIN = 'superadmin';

export const storedCustoms = (user: CustomsUser) => [...sessionAccounts(user)];

/** The customs every host call but the detail search carries. */
export function customsFor(user: CustomsUser, picked?: string): string[] {
  const own = storedCustoms(user);
  if (!picked) return own;
  return user.role === SUPERADMIN || own.includes(picked) ? [picked] : own;
}

/** The customs of the host detail search: none for the superadmin unless a customer is picked. */
export function detailSearchCustoms(user: CustomsUser, picked?: string): { customs?: string[] } {
  if (user.role === SUPERADMIN && !picked) return {};
  return { customs: customsFor(user, picked) };
}
