import { describe, expect, it } from 'vitest';
import type { WebsitePolicy, WebsiteRule } from '../types';
import { openForm } from './open-form';

const policies = [{ id: 7004, type: 3 }] as WebsitePolicy[];
const rules = [{ id: 9102 }] as WebsiteRule[];

describe('the form the URL opens', () => {
  it.each([
    [undefined, undefined],
    ['policy-new-2', { kind: 'policy', type: 2 }],
    ['policy-7004', { kind: 'policy', type: 3, policy: policies[0] }],
    ['policy-1', undefined],
    ['rule-new', { kind: 'rule' }],
    ['rule-9102', { kind: 'rule', rule: rules[0] }],
    ['rule-1', undefined],
  ])('%j', (form, expected) => {
    expect(openForm(form, policies, rules)).toEqual(expected);
  });
});
