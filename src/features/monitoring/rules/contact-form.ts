// The contact form (002 §8.5, fields inferred): a name unique in the account, a mainland mobile number and
// an email address (both are where alerts go), an optional WeChat id and the groups the contact joins.
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { messages } from '@/api/error-messages';
import { fieldMessage } from '@/lib/field-message';
import { sameName } from './names';

export const CONTACT_NAME_MAX = 30;
export const WECHAT_MAX = 50;

export const contactMessages = {
  nameRequired: msg`Please enter the contact's name`,
  nameTooLong: msg`The name can have at most 30 characters`,
  nameExists: msg`A contact of that name exists`,
  phoneRequired: msg`Please enter a mobile phone number`,
  phoneInvalid: msg`Enter an 11-digit mobile number starting with 1`,
  emailRequired: msg`Please enter an email address`,
  wechatTooLong: msg`The WeChat ID can have at most 50 characters`,
};

/** A mainland mobile number: 11 digits starting 13–19, optionally written with +86 and spaces or dashes. */
export function normalizePhone(phone: string): string | undefined {
  const digits = phone.replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? digits : undefined;
}

export const isEmail = (email: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());

// Field messages carry no values (the form adapter translates the id alone): limits are written out in them.
const message = (descriptor: Parameters<typeof fieldMessage>[0]) => ({ error: fieldMessage(descriptor) });

export function contactFormSchema(existingNames: readonly string[], currentName?: string) {
  return z.object({
    name: z.string().check(
      z.refine((name) => name.trim().length > 0, message(contactMessages.nameRequired)),
      z.refine((name) => name.trim().length <= CONTACT_NAME_MAX, message(contactMessages.nameTooLong)),
      z.refine(
        (name) => !existingNames.some((other) => sameName(other, name) && !sameName(other, currentName ?? '')),
        message(contactMessages.nameExists),
      ),
    ),
    phone: z.string().check(
      z.refine((phone) => phone.trim().length > 0, { ...message(contactMessages.phoneRequired), abort: true }),
      z.refine((phone) => normalizePhone(phone) !== undefined, message(contactMessages.phoneInvalid)),
    ),
    email: z.string().check(
      z.refine((email) => email.trim().length > 0, { ...message(contactMessages.emailRequired), abort: true }),
      z.refine(isEmail, message(messages.emailFormatError)),
    ),
    wechat: z.string().check(z.refine((id) => id.trim().length <= WECHAT_MAX, message(contactMessages.wechatTooLong))),
    groupIds: z.array(z.number()),
  });
}

export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;

/** What the add and update calls receive from the form. */
export const contactPayload = (values: ContactFormValues, account: string) => ({
  account,
  name: values.name.trim(),
  phone: normalizePhone(values.phone) ?? values.phone.trim(),
  email: values.email.trim(),
  wechat: values.wechat.trim(),
  groupIds: values.groupIds,
});
