// A rule's action (002 §3.6): 1 Redirect, 2 Rates, 3 Security, 4 Request, 5 Forward, 6 Response, 7 Override,
// and the settings each needs (shapes inferred in the contract's WebsiteRuleActionConfig).
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messages } from '@/api/error-messages';

export type ActionType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ACTION_TYPES: readonly ActionType[] = [1, 2, 3, 4, 5, 6, 7];

export const actionLabels: Record<ActionType, MessageDescriptor> = {
  1: msg`Redirect`,
  2: msg`Rates`,
  3: msg`Security`,
  4: msg`Request`,
  5: msg`Forward`,
  6: msg`Response`,
  7: msg`Override`,
};

/** The flat form fields of every action's settings. */
export interface ActionFields {
  redirectUrl: string;
  statusCode: string;
  interval: string;
  requests: string;
  securityAction: string;
  headerName: string;
  headerValue: string;
  forwardTo: string;
  setting: string;
  value: string;
}
export type ActionField = keyof ActionFields;

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
export const SECURITY_ACTIONS = ['block', 'captcha', 'alert'] as const;
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

/** The form fields from a rule's settings (absent ones empty). */
export function fromActionConfig(config: Record<string, unknown> | undefined): ActionFields {
  const read = (field: ActionField) => {
    const value = config?.[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return {
    redirectUrl: read('redirectUrl'),
    statusCode: read('statusCode'),
    interval: read('interval'),
    requests: read('requests'),
    securityAction: read('securityAction'),
    headerName: read('headerName'),
    headerValue: read('headerValue'),
    forwardTo: read('forwardTo'),
    setting: read('setting'),
    value: read('value'),
  };
}

export const securityActionLabels: Record<(typeof SECURITY_ACTIONS)[number], MessageDescriptor> = {
  block: msg`Block the request`,
  captcha: msg`Ask for a CAPTCHA`,
  alert: msg`Allow and raise an alert`,
};

const isSecurityAction = (value: string): value is (typeof SECURITY_ACTIONS)[number] =>
  (SECURITY_ACTIONS as readonly string[]).includes(value);

/**
 * One sentence saying what the rule does, for the rule list: every value by its label and with its unit
 * ('At most 30 requests every 60 seconds', never '60 · 30'). A value the portal does not know is shown as sent.
 */
export function actionSummary(type: ActionType, config: Record<string, unknown> | undefined): MessageDescriptor {
  const f = fromActionConfig(config);
  switch (type) {
    case 1:
      return msg`Redirect to ${f.redirectUrl} with status ${f.statusCode}`;
    case 2:
      return msg`At most ${plural(f.requests, { one: '# request', other: '# requests' })} every ${plural(f.interval, { one: '# second', other: '# seconds' })}`;
    case 3:
      return isSecurityAction(f.securityAction)
        ? securityActionLabels[f.securityAction]
        : { id: f.securityAction, message: f.securityAction };
    case 4:
      return msg`Set request header ${f.headerName} to “${f.headerValue}”`;
    case 5:
      return msg`Forward to ${f.forwardTo}`;
    case 6:
      return msg`Set response header ${f.headerName} to “${f.headerValue}”`;
    case 7:
      return msg`Override the setting ${f.setting} with “${f.value}”`;
  }
}
