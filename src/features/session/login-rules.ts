// The login form's rules (specification 000 §5): both fields required, no blanks or spaces.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const loginMessages = {
  usernameRequired: msg`Please enter the username`,
  passwordRequired: msg`Please enter the password`,
  usernameSpaces: msg`Username may not contain spaces`,
  passwordSpaces: msg`Password may not contain spaces`,
};

export function checkUsername(value: string): MessageDescriptor | undefined {
  if (value === '') return loginMessages.usernameRequired;
  if (/\s/.test(value)) return loginMessages.usernameSpaces;
  return undefined;
}

export function checkPassword(value: string): MessageDescriptor | undefined {
  if (value === '') return loginMessages.passwordRequired;
  if (/\s/.test(value)) return loginMessages.passwordSpaces;
  return undefined;
}

/** Automatic login runs only while its counter is below 2; the counter lives as long as the tab. */
export const AUTO_LOGIN_COUNTER_KEY = 'autoLoginCount';
export const AUTO_LOGIN_LIMIT = 2;

const openingsSoFar = (storage: Storage) => Number(storage.getItem(AUTO_LOGIN_COUNTER_KEY) ?? '0');

/** Whether this opening will try automatic login, without counting it (claimAutoLogin counts). */
export const autoLoginDue = (storage: Storage = sessionStorage): boolean =>
  openingsSoFar(storage) + 1 < AUTO_LOGIN_LIMIT;

/** Counts this opening and says whether automatic login may be tried (the first opening only). */
export function claimAutoLogin(storage: Storage = sessionStorage): boolean {
  const due = autoLoginDue(storage);
  storage.setItem(AUTO_LOGIN_COUNTER_KEY, String(openingsSoFar(storage) + 1));
  return due;
}
