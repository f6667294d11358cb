// The account picker's options, from the signed-in user's tree of domain groups (000 §3, 001 §3).
// The tree is checked like a tree select: ticking an account ticks everything under it, and the picked value
// holds only the leaves. An account with sub-accounts therefore gets a pseudo leaf, the direct-domain entry
// '直属域名' with the value `<account>@+@`, standing for its own domains outside every group; the portal adds it
// (the server does not send it) and sends its value unchanged.

/** A node of the session's tree (structurally the session's AccountNode). */
export interface AccountTreeNode {
  value: string;
  title: string;
  children: readonly AccountTreeNode[];
}

/** What the picker reads from the session user. */
export interface AccountTreeUser {
  account: string;
  accountName: string;
  treeData: readonly AccountTreeNode[];
  /** The account and all descendant accounts, comma-joined. */
  account_all: string;
}

export interface AccountOption {
  value: string;
  /** The server's title; for a direct-domain entry, show a translated 'Direct domains' instead. */
  title: string;
  direct: boolean;
  children: AccountOption[];
}

export const DIRECT_MARKER = '@+@';
export const DIRECT_TITLE = '直属域名';

export const directValue = (account: string) => `${account}${DIRECT_MARKER}`;
export const isDirectValue = (value: string) => value.includes(DIRECT_MARKER);
/** The account a value belongs to ('CDN1024@+@' → 'CDN1024'). */
export const accountOfValue = (value: string) => value.split(DIRECT_MARKER)[0] ?? value;

const isDirectNode = (node: AccountTreeNode) => isDirectValue(node.value) || node.title === DIRECT_TITLE;

const directOption = (account: string): AccountOption => ({
  value: directValue(account),
  title: DIRECT_TITLE,
  direct: true,
  children: [],
});

/** The node's children, led by its direct-domain entry when it has sub-accounts and none yet. */
function withDirect(account: string, children: readonly AccountTreeNode[]): AccountOption[] {
  const options = children.map(toOption);
  if (options.length === 0 || children.some(isDirectNode)) return options;
  return [directOption(account), ...options];
}

function toOption(node: AccountTreeNode): AccountOption {
  if (isDirectNode(node)) return { value: node.value, title: node.title, direct: true, children: [] };
  return { value: node.value, title: node.title, direct: false, children: withDirect(node.value, node.children) };
}

function keepAccounts(options: readonly AccountOption[], allowed: ReadonlySet<string>): AccountOption[] {
  return options
    .filter((option) => allowed.has(accountOfValue(option.value)))
    .map((option) => ({ ...option, children: keepAccounts(option.children, allowed) }));
}

/**
 * The picker's tree. A user without sub-accounts picks only their own account. Otherwise the tree is the
 * user's direct-domain entry and their sub-account tree. `seesAll` (a role beginning with 'super', see
 * permissions.seesAllAccounts) shows the whole tree; everyone else only the accounts in account_all.
 */
export function accountPickerTree(user: AccountTreeUser, seesAll: boolean): AccountOption[] {
  if (user.treeData.length === 0) {
    return [{ value: user.account, title: user.accountName, direct: false, children: [] }];
  }
  const tree = withDirect(user.account, user.treeData);
  return seesAll ? tree : keepAccounts(tree, new Set(user.account_all.split(',').filter(Boolean)));
}

/**
 * The tree reduced to what matches a search text (in the title, the shown label or the value, ignoring case):
 * a match keeps its whole subtree, so its sub-accounts can still be picked; an ancestor stays for its matches.
 */
export function filterAccountTree(
  tree: readonly AccountOption[],
  text: string,
  labelOf: (option: AccountOption) => string = (option) => option.title,
): AccountOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...tree];
  const matches = (option: AccountOption) =>
    [option.title, labelOf(option), option.value].some((field) => field.toLowerCase().includes(needle));
  return tree.flatMap((option) => {
    if (matches(option)) return [option];
    const children = filterAccountTree(option.children, text, labelOf);
    return children.length > 0 ? [{ ...option, children }] : [];
  });
}

/** The leaf values under the options (an option without children is its own leaf). */
export const leafValues = (options: readonly AccountOption[]): string[] =>
  options.flatMap((option) => (option.children.length === 0 ? [option.value] : leafValues(option.children)));

/** A checkbox's state: all leaves under it picked, some, or none. */
export function checkState(option: AccountOption, picked: readonly string[]): boolean | 'indeterminate' {
  const chosen = new Set(picked);
  const leaves = leafValues([option]);
  const count = leaves.filter((leaf) => chosen.has(leaf)).length;
  if (count === 0) return false;
  return count === leaves.length ? true : 'indeterminate';
}

/** The picked leaves after ticking or unticking an option (and so every leaf under it). */
export function toggleAccount(option: AccountOption, picked: readonly string[], checked: boolean): string[] {
  const leaves = leafValues([option]);
  if (!checked) return picked.filter((value) => !leaves.includes(value));
  return [...picked, ...leaves.filter((leaf) => !picked.includes(leaf))];
}

/**
 * The `accounts` of a query: the picked leaves the user may see, in tree order, values unchanged. Nothing
 * picked means every account: '[]' for a user who sees all (the server's "all"), otherwise every leaf of
 * the user's tree, so the query never reaches past the user's own accounts.
 */
export function accountsForQuery(tree: readonly AccountOption[], picked: readonly string[], seesAll: boolean) {
  const leaves = leafValues(tree);
  const chosen = leaves.filter((leaf) => picked.includes(leaf));
  if (chosen.length > 0) return chosen;
  return seesAll ? [] : leaves;
}
