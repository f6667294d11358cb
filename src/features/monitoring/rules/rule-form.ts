// The alert rule form (fields inferred from the contract): a name unique in the account, at least one
// domain, the condition (metric, comparison, threshold in the metric's unit, period, consecutive times),
// at least one contact group and one way to notify.
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { fieldMessage } from '@/lib/field-message';
import type { MonitoringChannel, MonitoringMetric, MonitoringOperator, MonitoringRule } from '../types';
import { fromThreshold, thresholdInput, toThreshold } from './metrics';
import { sameName } from './names';

export const RULE_NAME_MAX = 50;
export const TIMES_MAX = 10;

// Field messages carry no values (the form adapter translates the id alone): limits are written out in them.
export const ruleMessages = {
  nameRequired: msg`Please enter the rule name`,
  nameTooLong: msg`The name can have at most 50 characters`,
  nameExists: msg`An alert rule of that name exists`,
  domainsRequired: msg`Choose at least one domain`,
  thresholdRequired: msg`Please enter a threshold`,
  thresholdInvalid: msg`The threshold must be a number of at least 0`,
  percentTooHigh: msg`A percentage cannot be more than 100`,
  timesInvalid: msg`Enter a whole number from 1 to 10`,
  groupsRequired: msg`Choose at least one contact group`,
  channelsRequired: msg`Choose at least one way to notify`,
};

const message = (descriptor: Parameters<typeof fieldMessage>[0]) => ({ error: fieldMessage(descriptor) });

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));

export function ruleFormSchema(existingNames: readonly string[], currentName?: string) {
  return z
    .object({
      name: z.string().check(
        z.refine((name) => name.trim().length > 0, message(ruleMessages.nameRequired)),
        z.refine((name) => name.trim().length <= RULE_NAME_MAX, message(ruleMessages.nameTooLong)),
        z.refine(
          (name) => !existingNames.some((other) => sameName(other, name) && !sameName(other, currentName ?? '')),
          message(ruleMessages.nameExists),
        ),
      ),
      domains: z.array(z.string()).check(z.refine((list) => list.length > 0, message(ruleMessages.domainsRequired))),
      metric: z.custom<MonitoringMetric>(),
      operator: z.custom<MonitoringOperator>(),
      threshold: z.string().check(
        z.refine((text) => text.trim() !== '', { ...message(ruleMessages.thresholdRequired), abort: true }),
        z.refine((text) => numberOf(text) >= 0, message(ruleMessages.thresholdInvalid)),
      ),
      period: z.number(),
      times: z.string().check(
        z.refine((text) => Number.isInteger(numberOf(text)) && numberOf(text) >= 1 && numberOf(text) <= TIMES_MAX, {
          ...message(ruleMessages.timesInvalid),
        }),
      ),
      groupIds: z.array(z.number()).check(z.refine((ids) => ids.length > 0, message(ruleMessages.groupsRequired))),
      channels: z
        .array(z.custom<MonitoringChannel>())
        .check(z.refine((list) => list.length > 0, message(ruleMessages.channelsRequired))),
      enabled: z.boolean(),
    })
    .check(
      z.refine((values) => !(numberOf(values.threshold) > (thresholdInput(values.metric).max ?? Infinity)), {
        ...message(ruleMessages.percentTooHigh),
        path: ['threshold'],
      }),
    );
}

export type RuleFormValues = z.output<ReturnType<typeof ruleFormSchema>>;

/** The form's values: a new rule's defaults, or the rule read for editing. */
export function ruleFormValues(rule?: MonitoringRule): RuleFormValues {
  if (!rule) {
    return {
      name: '',
      domains: [],
      metric: 'bandwidth',
      operator: 'gt',
      threshold: '',
      period: 5,
      times: '1',
      groupIds: [],
      channels: ['sms', 'email'],
      enabled: true,
    };
  }
  return {
    name: rule.name,
    domains: [...rule.domains],
    metric: rule.metric,
    operator: rule.operator,
    threshold: String(fromThreshold(rule.metric, rule.threshold)),
    period: rule.period,
    times: String(rule.times ?? 1),
    groupIds: rule.groups.map((group) => group.id),
    channels: [...(rule.channels ?? [])],
    enabled: rule.enabled,
  };
}

/** What the add call receives (update adds the rule's id and uuid). */
export const rulePayload = (values: RuleFormValues, account: string) => ({
  account,
  name: values.name.trim(),
  domains: values.domains,
  metric: values.metric,
  operator: values.operator,
  threshold: toThreshold(values.metric, numberOf(values.threshold)),
  period: values.period,
  times: numberOf(values.times),
  groupIds: values.groupIds,
  channels: values.channels,
  enabled: values.enabled,
});
