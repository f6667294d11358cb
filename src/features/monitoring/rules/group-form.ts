// The contact group form (fields inferred): a name unique in the account, a remark of at most 100 characters
// (the catalogue's remark limit, 002 §9) and the member contacts.
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { fieldMessage } from '@/lib/field-message';
import { sameName } from './names';

export const GROUP_NAME_MAX = 30;
export const REMARK_MAX = 100;

export const groupMessages = {
  nameRequired: msg`Please enter the group name`,
  nameTooLong: msg`The name can have at most 30 characters`,
  nameExists: msg`A group of that name exists`,
  remarkTooLong: msg`The remark can have at most 100 characters`,
};

// Field messages carry no values (the form adapter translates the id alone): limits are written out in them.
const message = (descriptor: Parameters<typeof fieldMessage>[0]) => ({ error: fieldMessage(descriptor) });

export function groupFormSchema(existingNames: readonly string[], currentName?: string) {
  return z.object({
    name: z.string().check(
      z.refine((name) => name.trim().length > 0, message(groupMessages.nameRequired)),
      z.refine((name) => name.trim().length <= GROUP_NAME_MAX, message(groupMessages.nameTooLong)),
      z.refine(
        (name) => !existingNames.some((other) => sameName(other, name) && !sameName(other, currentName ?? '')),
        message(groupMessages.nameExists),
      ),
    ),
    remark: z
      .string()
      .check(z.refine((text) => text.trim().length <= REMARK_MAX, message(groupMessages.remarkTooLong))),
    contactIds: z.array(z.number()),
  });
}

export type GroupFormValues = z.output<ReturnType<typeof groupFormSchema>>;

export const groupPayload = (values: GroupFormValues, account: string) => ({
  account,
  name: values.name.trim(),
  remark: values.remark.trim(),
  contactIds: values.contactIds,
});
