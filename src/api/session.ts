// The signed-in user, kept encrypted in sessionStorage (specification 000 §3): what the login answer gives,
// reduced to what the portal needs. Child accounts become a tree without their permissions and passwords.
import type { ApiData } from './call';
import { LANGUAGE_KEY } from './language';
import { decryptText, encryptJson } from './text-cipher';

export type LoginUserInfo = NonNullable<ApiData<'login'>>;
type AccountChild = NonNullable<LoginUserInfo['accountChild']>[number];

export interface AccountNode {
  value: string;
  title: string;
  children: AccountNode[];
}

export interface SessionUser {
  username: string;
  role: string;
  account: string;
  accountName: string;
  treeData: AccountNode[];
  /** The account and all descendant accounts, comma-joined. */
  account_all: string;
  permissionList: string[];
}

const parsedAccounts = new WeakMap<Pick<SessionUser, 'account_all'>, readonly string[]>();

/** The accounts of the session (account_all, comma-joined on the wire), trimmed, without empties: parsed once. */
export function sessionAccounts(user: Pick<SessionUser, 'account_all'>): readonly string[] {
  let accounts = parsedAccounts.get(user);
  if (!accounts) {
    accounts = user.account_all
      .split(',')
      .map((account) => account.trim())
      .filter(Boolean);
    parsedAccounts.set(user, accounts);
  }
  return accounts;
}

export const USER_INFO_KEY = 'userInfo';
/** Tab choices of the screens are stored under this prefix, so a session end can clear them all. */
export const TAB_KEY_PREFIX = 'tab:';

function toNode(child: AccountChild): AccountNode {
  return { value: child.account, title: child.accountName, children: (child.accountChild ?? []).map(toNode) };
}

function descendants(children: readonly AccountChild[]): string[] {
  return children.flatMap((child) => [child.account, ...descendants(child.accountChild ?? [])]);
}

export function toSessionUser(info: LoginUserInfo): SessionUser {
  const children = info.accountChild ?? [];
  return {
    username: info.username,
    role: info.role,
    account: info.account,
    accountName: info.accountName,
    treeData: children.map(toNode),
    account_all: [info.account, ...descendants(children)].join(','),
    permissionList: [...(info.permissionList ?? [])],
  };
}

// The stored user as last stored or decrypted. The route guards read it synchronously (readUser), and the
// browser's AES decrypts asynchronously: what is stored is decrypted when it has changed, by prepareStoredUser,
// which the first render and the signed-in layout await.
let known: { stored: string; user: SessionUser | null } | undefined;

export async function storeUser(info: LoginUserInfo): Promise<SessionUser> {
  const user = toSessionUser(info);
  await writeStoredUser(user);
  return user;
}

/** Stores `user`, encrypted, as the signed-in user. */
export async function writeStoredUser(user: SessionUser) {
  const stored = await encryptJson(user);
  sessionStorage.setItem(USER_INFO_KEY, stored);
  known = { stored, user };
}

/** The raw stored (encrypted) value, as the API portal receives it. */
export const readStoredUserInfo = () => sessionStorage.getItem(USER_INFO_KEY);

/** Whether a decrypted stored value is a user of ours. */
const isSessionUser = (value: unknown): value is SessionUser =>
  typeof (value as SessionUser | null)?.username === 'string' && Array.isArray((value as SessionUser).permissionList);

/** The user a stored value decrypts to, or null when it is not one of ours (another key, not JSON, not a user). */
export async function userOf(stored: string, decrypt: (text: string) => Promise<string>): Promise<SessionUser | null> {
  try {
    const user: unknown = JSON.parse(await decrypt(stored));
    return isSessionUser(user) ? user : null;
  } catch {
    return null;
  }
}

/** Before the route guards read it: the stored user decrypted, when it is not the one last stored or read. */
export async function prepareStoredUser() {
  const stored = readStoredUserInfo();
  if (stored && known?.stored !== stored) known = { stored, user: await userOf(stored, decryptText) };
}

/** The signed-in user, or null when there is none or the stored value is not ours. */
export function readUser(): SessionUser | null {
  const stored = readStoredUserInfo();
  if (!stored) return null;
  if (known?.stored !== stored) throw new Error('The stored user is read before prepareStoredUser() decrypted it');
  return known.user;
}

export function clearUser() {
  sessionStorage.removeItem(USER_INFO_KEY);
}

/** Body code '403' and logout: no user info, no tab choices; the language too when the server ended it. */
export function clearSession({ keepLanguage }: { keepLanguage: boolean }) {
  clearUser();
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(TAB_KEY_PREFIX)) sessionStorage.removeItem(key);
  }
  if (!keepLanguage) sessionStorage.removeItem(LANGUAGE_KEY);
}
