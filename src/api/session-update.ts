// Replaces the stored user info after a change the session must reflect (a domain group added, renamed or
// removed changes the account tree, 001 §3). Stored encrypted like the login's, under the same key.
import { readUser, writeStoredUser, type SessionUser } from './session';

/** Applies `change` to the signed-in user and stores the result; false when no one is signed in. */
export async function updateStoredUser(change: (user: SessionUser) => SessionUser): Promise<boolean> {
  const current = readUser();
  if (!current) return false;
  await writeStoredUser(change(current));
  return true;
}
