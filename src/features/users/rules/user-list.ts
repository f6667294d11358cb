// How the local user list follows each answer (000 §4): the writes reload nothing, so these rules are the
// only way a change reaches the list.
import type { SelfUser } from '../types';

const newestFirst = (a: SelfUser, b: SelfUser) => b.createTime.localeCompare(a.createTime);

/** A created user joins the list (replacing a stale entry with its uid); the list is sorted newest first. */
export const withCreated = (list: readonly SelfUser[], created: SelfUser): SelfUser[] =>
  [created, ...list.filter((user) => user.uid !== created.uid)].sort(newestFirst);

/** An update merges into the entry with the same uid; a field the answer leaves out keeps its value. */
export const withUpdated = (list: readonly SelfUser[], updated: SelfUser): SelfUser[] =>
  list.map((user) => (user.uid === updated.uid ? { ...user, ...updated } : user));

/** Enabling or disabling keeps the entry's permissions, whatever the answer says about them. */
export const withEnabled = (list: readonly SelfUser[], answer: SelfUser): SelfUser[] =>
  list.map((user) => (user.uid === answer.uid ? { ...user, ...answer, permissions: user.permissions } : user));

/** A password change (the signed-in user's own) updates the password the entry holds (000 §4), by username and account. */
export const withPasswordChanged = (
  list: readonly SelfUser[],
  changed: { username: string; account: string; password: string },
): SelfUser[] =>
  list.map((user) =>
    user.username === changed.username && user.account === changed.account
      ? { ...user, password: changed.password }
      : user,
  );

/** A deleted user leaves the list by uid. */
export const withDeleted = (list: readonly SelfUser[], uid: string): SelfUser[] =>
  list.filter((user) => user.uid !== uid);
