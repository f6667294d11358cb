import { describe, expect, it } from 'vitest';
import { exampleData } from '@tests/page-harness';
import { fieldMessage } from '@/lib/field-message';
import type { MonitoringRule } from '../types';
import { ruleFormSchema, ruleFormValues, ruleMessages, rulePayload } from './rule-form';

const valid = {
  ...ruleFormValues(),
  name: '夜间带宽',
  domains: ['www.xinghe-video.com'],
  threshold: '800',
  groupIds: [41],
};
const firstError = (values: object, current?: string) => {
  const result = ruleFormSchema(['主站带宽超限'], current).safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('ruleFormSchema', () => {
  it.each([
    ['a valid rule', {}, undefined],
    ['no name', { name: ' ' }, ruleMessages.nameRequired],
    ['a name of 51 characters', { name: 'n'.repeat(51) }, ruleMessages.nameTooLong],
    ['a name in use', { name: '主站带宽超限' }, ruleMessages.nameExists],
    ['no domain', { domains: [] }, ruleMessages.domainsRequired],
    ['no threshold', { threshold: '' }, ruleMessages.thresholdRequired],
    ['a threshold that is not a number', { threshold: '8G' }, ruleMessages.thresholdInvalid],
    ['a negative threshold', { threshold: '-1' }, ruleMessages.thresholdInvalid],
    ['a threshold of 0', { threshold: '0' }, undefined],
    ['a percentage over 100', { metric: 'hitRatio', threshold: '101' }, ruleMessages.percentTooHigh],
    ['a percentage of 100', { metric: 'status5xxRatio', threshold: '100' }, undefined],
    ['a bandwidth over 100 Mbps', { metric: 'bandwidth', threshold: '8000' }, undefined],
    ['times 0', { times: '0' }, ruleMessages.timesInvalid],
    ['times 1.5', { times: '1.5' }, ruleMessages.timesInvalid],
    ['times 11', { times: '11' }, ruleMessages.timesInvalid],
    ['times 10', { times: '10' }, undefined],
    ['no contact group', { groupIds: [] }, ruleMessages.groupsRequired],
    ['no channel', { channels: [] }, ruleMessages.channelsRequired],
  ])('%s', (_case, values, expected) => {
    expect(firstError(values)).toBe(expected && fieldMessage(expected));
  });

  it('lets an edited rule keep its own name', () => {
    expect(firstError({ name: '主站带宽超限' }, '主站带宽超限')).toBeUndefined();
  });
});

describe('ruleFormValues and rulePayload', () => {
  const rule = exampleData('getMonitoringRuleDetail') as MonitoringRule;

  it('shows a bandwidth threshold in Mbps', () => {
    expect(ruleFormValues(rule)).toMatchObject({ threshold: '8000', times: '2', groupIds: [41], period: 5 });
  });

  it('sends back the threshold in bps, the times as a number and the trimmed name', () => {
    const values = { ...ruleFormValues(rule), name: ' 主站带宽超限 ', threshold: '9000.5' };
    expect(rulePayload(values, 'CDN1024')).toEqual({
      account: 'CDN1024',
      name: '主站带宽超限',
      domains: ['www.xinghe-video.com', 'img.xinghe-video.com'],
      metric: 'bandwidth',
      operator: 'gt',
      threshold: 9000500000,
      period: 5,
      times: 2,
      groupIds: [41],
      channels: ['sms', 'email'],
      enabled: true,
    });
  });

  it('sends a percentage as typed', () => {
    expect(rulePayload({ ...valid, metric: 'status4xxRatio', threshold: '2.5' }, 'X').threshold).toBe(2.5);
  });
});
