// The first reads of the monitoring screens (src/api/first-reads.ts): the contacts and the groups of the user's
// account, whatever the filters (they apply in the browser); the rules of the account by the name searched.
// Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { alertContactSearchSchema, alertRulesSearchSchema, type AlertRulesSearch } from './search';

const ofAccount = ({ user }: { user: { account: string } }) => ({ body: { account: user.account } });

export const alertContactReads = firstReads(
  alertContactSearchSchema,
  read('listMonitoringContacts', ofAccount),
  read('listMonitoringGroups', ofAccount),
);

/** The rules screen reads by the name searched alone (its loaderDeps): the page changes nothing. */
type RulesDeps = Pick<AlertRulesSearch, 'name'>;

/** The rules of the account; `name` is the server's fuzzy search on the rule name. */
export const rulesInput = (account: string, name?: string) => ({ body: name ? { account, name } : { account } });

export const alertRulesReads = firstReads<AlertRulesSearch, RulesDeps>(
  alertRulesSearchSchema,
  read('listMonitoringRules', ({ search, user }) => rulesInput(user.account, search.name)),
);
