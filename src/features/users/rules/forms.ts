// The schemas of the account centre's forms, built from the field rules in checks.ts.
import type { MessageDescriptor } from '@lingui/core';
import * as z from 'zod/mini';
import { fieldMessage } from '@/lib/field-message';
import {
  checkAccount,
  checkCompany,
  checkConfirmation,
  checkDiffers,
  checkEmail,
  checkIdentifier,
  checkPassword,
  checkUsername,
  accountMessages,
} from './checks';

type Ctx = { addIssue(issue: { code: 'custom'; message: string; path?: string[] }): void };

const field = (rule: (value: string) => MessageDescriptor | undefined) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem) ctx.addIssue({ code: 'custom', message: fieldMessage(problem) });
    }),
  );

const issue = (ctx: Ctx, path: string, problem: MessageDescriptor | undefined) => {
  if (problem) ctx.addIssue({ code: 'custom', message: fieldMessage(problem), path: [path] });
};

/** Create (with a password) or edit (username fixed, no password) a user. */
export function userFormSchema({ takenUsernames, creating }: { takenUsernames: readonly string[]; creating: boolean }) {
  return z
    .object({
      username: field((name) => (creating ? checkUsername(name, takenUsernames) : undefined)),
      email: field((email) => checkEmail(email, false)),
      account: field(checkAccount),
      password: field((password) => (creating ? checkPassword(password) : undefined)),
      confirmation: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (creating) issue(ctx, 'confirmation', checkConfirmation(values.password, values.confirmation));
      }),
    );
}
export type UserFormValues = z.output<ReturnType<typeof userFormSchema>>;

export const passwordFormSchema = z
  .object({
    current: field((value) => (value ? undefined : accountMessages.currentEmpty)),
    password: field(checkPassword),
    confirmation: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      issue(ctx, 'confirmation', checkConfirmation(values.password, values.confirmation));
      issue(ctx, 'password', checkDiffers(values.current, values.password));
    }),
  );
export type PasswordFormValues = z.output<typeof passwordFormSchema>;

/** Add (a new identifier, checked) or edit (the identifier fixed) a domain group. */
export function domainGroupFormSchema({ existing, adding }: { existing: readonly string[]; adding: boolean }) {
  return z.object({
    identity: field((identity) => (adding ? checkIdentifier(identity, existing) : undefined)),
    companyName: field(checkCompany),
    email: field((email) => checkEmail(email, true)),
  });
}
export type DomainGroupFormValues = z.output<ReturnType<typeof domainGroupFormSchema>>;
