// Whether a list of held permissions grants a required one: the rule the portal's guards use (src/api/permissions.ts)
// and the one the mock enforces and the conformance check tests the backend against, written once. Plain
// JavaScript with JSDoc types, so the Node scripts import it as it is.
//
// Permission strings have the shape portal:{module}:{view|operation}:{*|item}; 'portal:*' holds everything. An
// operation permission also allows viewing (inferred: the specification calls view the read-only variant of the
// operable one). A required `*` item asks for the module at that level, whichever item: the contract declares a
// module's reads as `portal:<module>:view:*`, and a user holding one view of it (`portal:analysis:view:top`)
// reads what that view shows. A required named item needs that item or the held `*`.

/**
 * @param {string} permission
 * @returns {{ module: string, level: string, item: string } | 'all' | null}
 */
export function parsePermission(permission) {
  if (permission === 'portal:*') return 'all';
  const [prefix, module, level = '*', item = '*'] = permission.split(':');
  return prefix === 'portal' && module ? { module, level, item } : null;
}

/**
 * @param {readonly string[]} held the user's permission list
 * @param {string} required e.g. 'portal:certificate:operation:upload'
 * @returns {boolean}
 */
export function grants(held, required) {
  const wanted = parsePermission(required);
  if (wanted === null) return false;
  return held.some((permission) => {
    const have = parsePermission(permission);
    if (have === 'all') return true;
    if (have === null || wanted === 'all' || have.module !== wanted.module) return false;
    const levelOk =
      have.level === '*' || have.level === wanted.level || (have.level === 'operation' && wanted.level === 'view');
    const itemOk = wanted.item === '*' || have.item === '*' || have.item === wanted.item;
    return levelOk && itemOk;
  });
}

/**
 * Whether a signed-in user may make a call that requires `permission` (an operation's x-permission): 'public'
 * and 'session' need no permission of the list.
 * @param {readonly string[]} held
 * @param {string | undefined} permission
 */
export const mayCall = (held, permission) =>
  !permission || permission === 'public' || permission === 'session' || grants(held, permission);

/**
 * Whether a user sees every account: a role beginning with 'super' does, others see the accounts in account_all.
 * The account pickers offer them all, and the mock answers a query naming such a user's own account, which stands
 * for every account, with every account's items.
 * @template {{ role: string }} User
 * @param {User} user
 */
export const seesAllAccounts = (user) => user.role.startsWith('super');
