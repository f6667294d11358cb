// What the rule form needs of a rule's action (rule-actions.ts): the action types offered, the fields each asks
// for, their checks and the settings sent. Apart from the list's labels, so that it loads with the form.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messages } from '@/api/error-messages';
import type { ActionField, ActionFields, ActionType } from './rule-actions';

export const ACTION_TYPES: readonly ActionType[] = [1, 2, 3, 4, 5, 6, 7];

/** The fields each action asks for, in form order. */
export const actionFields: Record<ActionType, readonly ActionField[]> = {
  1: ['redirectUrl', 'statusCode'],
  2: ['interval', 'requests'],
  3: ['securityAction'],
  4: ['headerName', 'headerValue'],
  5: ['forwardTo'],
  6: ['headerName', 'headerValue'],
  7: ['setting', 'value'],
};

export const REDIRECT_CODES = ['301', '302', '303', '307', '308'] as const;
const NUMERIC: readonly ActionField[] = ['statusCode', 'interval', 'requests'];

export const actionMessages = {
  required: msg`Required`,
  /** The catalogue's message (002 §8.2). */
  url: messages.urlFormatError,
  positive: msg`Enter a whole number greater than 0`,
  header: msg`A header name holds letters, digits and hyphens only`,
};

/** The problem of one field of the chosen action, if any. */
export function checkActionField(field: ActionField, value: string): MessageDescriptor | undefined {
  const text = value.trim();
  if (!text) return actionMessages.required;
  if (field === 'redirectUrl' && !/^https?:\/\/\S+$/i.test(text)) return actionMessages.url;
  if ((field === 'interval' || field === 'requests') && !(/^\d+$/.test(text) && Number(text) > 0))
    return actionMessages.positive;
  if (field === 'headerName' && !/^[A-Za-z0-9-]+$/.test(text)) return actionMessages.header;
  return undefined;
}

/** The settings sent for the action: only its own fields, numbers as numbers. */
export function toActionConfig(type: ActionType, fields: ActionFields): Record<string, string | number> {
  return Object.fromEntries(
    actionFields[type].map((field) => {
      const text = fields[field].trim();
      return [field, NUMERIC.includes(field) ? Number(text) : text];
    }),
  );
}
