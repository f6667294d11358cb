// The rule form: a name, the action with the settings it needs, the condition (built from the offered
// filter fields and client apps, or typed), and whether it is enabled.
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { fieldMessage } from '@/lib/field-message';
import type { WebsiteRule } from '../types';
import { actionFields, checkActionField, toActionConfig } from './rule-action-form';
import { fromActionConfig, type ActionType } from './rule-actions';

export const ruleMessages = {
  nameRequired: msg`Enter the rule name`,
  nameLength: msg`The name can be at most 50 characters`,
  filterRequired: msg`Enter the condition the rule applies to`,
};

const text = z.string();
export const ruleFormSchema = z
  .object({
    name: text,
    actionType: z.enum(['1', '2', '3', '4', '5', '6', '7']),
    filter: text,
    enabled: z.boolean(),
    redirectUrl: text,
    statusCode: text,
    interval: text,
    requests: text,
    securityAction: text,
    headerName: text,
    headerValue: text,
    forwardTo: text,
    setting: text,
    value: text,
  })
  .check(
    z.superRefine((values, ctx) => {
      const add = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      const name = values.name.trim();
      if (!name) add(fieldMessage(ruleMessages.nameRequired), 'name');
      else if ([...name].length > 50) add(fieldMessage(ruleMessages.nameLength), 'name');
      if (!values.filter.trim()) add(fieldMessage(ruleMessages.filterRequired), 'filter');
      for (const field of actionFields[Number(values.actionType) as ActionType]) {
        const problem = checkActionField(field, values[field]);
        if (problem) add(fieldMessage(problem), field);
      }
    }),
  );

export type RuleFormValues = z.output<typeof ruleFormSchema>;

export function ruleFormValues(rule?: WebsiteRule): RuleFormValues {
  return {
    name: rule?.name ?? '',
    actionType: String(rule?.actionType ?? 3) as RuleFormValues['actionType'],
    filter: rule?.filter ?? '',
    enabled: rule?.enabled ?? true,
    ...fromActionConfig(rule?.actionConfig),
    ...(rule ? {} : { statusCode: '301', securityAction: 'block', interval: '60', requests: '100' }),
  };
}

/** What create and update send besides the ids. */
export function ruleRequest(values: RuleFormValues) {
  const actionType = Number(values.actionType) as ActionType;
  return {
    name: values.name.trim(),
    actionType,
    filter: values.filter.trim(),
    enabled: values.enabled,
    actionConfig: toActionConfig(actionType, values),
  };
}
