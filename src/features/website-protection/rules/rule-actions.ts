// A rule's action (002 §3.6): 1 Redirect, 2 Rates, 3 Security, 4 Request, 5 Forward, 6 Response, 7 Override,
// and its settings (shapes inferred in the contract's WebsiteRuleActionConfig) as the rule list shows them.
// What only the rule form needs (the fields each action asks for, their checks) is in rule-action-form.ts, so
// that it comes with the form, not with the list.
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type ActionType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

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

export const SECURITY_ACTIONS = ['block', 'captcha', 'alert'] as const;

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
