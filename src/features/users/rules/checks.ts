// The field rules of the account centre (002 §5.5, §8.2), each answering the message to show or undefined.
// They are pure so the forms' schemas and their tables of cases share them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messages } from '@/api/error-messages';

export const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IDENTIFIER = /^[A-Za-z0-9_]+$/;

export const accountMessages = {
  usernameEmpty: msg`Username cannot be empty`,
  passwordSame: msg`The new password must differ from the current one`,
  currentEmpty: msg`Enter your current password`,
  emailEmpty: msg`Email cannot be empty`,
  companyEmpty: msg`Company name cannot be empty`,
  identifierEmpty: msg`Identifier cannot be empty`,
  identifierChars: msg`Only letters, digits and underscores`,
};

type Problem = MessageDescriptor | undefined;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function checkUsername(name: string, taken: readonly string[]): Problem {
  if (!name.trim()) return accountMessages.usernameEmpty;
  return taken.some((other) => sameName(other, name)) ? messages.usernameUsed : undefined;
}

/** `required` false: an empty email is allowed (the user form); a given one must be well formed. */
export function checkEmail(email: string, required: boolean): Problem {
  if (!email.trim()) return required ? accountMessages.emailEmpty : undefined;
  return EMAIL.test(email.trim()) ? undefined : messages.emailFormatError;
}

export const checkAccount = (account: string): Problem => (account.trim() ? undefined : messages.accountEmpty);

export const checkPassword = (password: string): Problem =>
  password.length >= PASSWORD_MIN && !/\s/.test(password) ? undefined : messages.invalidPassword;

export const checkConfirmation = (password: string, confirmation: string): Problem =>
  password === confirmation ? undefined : messages.newPasswordMismatch;

export const checkDiffers = (current: string, next: string): Problem =>
  current !== '' && current === next ? accountMessages.passwordSame : undefined;

/** A new identifier: letters, digits and underscores, not one the customer already has (any case). */
export function checkIdentifier(identity: string, existing: readonly string[]): Problem {
  if (!identity.trim()) return accountMessages.identifierEmpty;
  if (!IDENTIFIER.test(identity)) return accountMessages.identifierChars;
  return existing.some((other) => sameName(other, identity)) ? messages.identifyExists : undefined;
}

export const checkCompany = (name: string): Problem => (name.trim() ? undefined : accountMessages.companyEmpty);
