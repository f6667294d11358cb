// Which accounts a traffic query covers: in a file of its own, without the client's query code, since the
// script run before the entry reads it for the traffic screens' first reads (their declarations).
import { accountPickerTree, accountsForQuery } from '@/lib/account-tree';
import { seesAllAccounts } from '@/api/permissions';
import type { SessionUser } from '@/api/session';

/** The accounts a query covers: the picked ones the user may see, or all of them. */
export function queryAccounts(user: SessionUser, picked: readonly string[]): string[] {
  const seesAll = seesAllAccounts(user);
  return accountsForQuery(accountPickerTree(user, seesAll), picked, seesAll);
}
