// A website's policies in three groups by type (002 §3.6): 1 access control list, 2 allow list, 3 web
// application firewall, always in that order and always all three (an empty group offers "add").
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type PolicyType = 1 | 2 | 3;
export const POLICY_TYPES: readonly PolicyType[] = [1, 2, 3];

export const policyTypeLabels: Record<PolicyType, MessageDescriptor> = {
  1: msg`Access control list`,
  2: msg`Allow list`,
  3: msg`Web application firewall`,
};

export interface PolicyGroup<P> {
  type: PolicyType;
  policies: P[];
}

/** The three groups, each keeping the server's order. */
export function groupPolicies<P extends { type: number }>(policies: readonly P[]): PolicyGroup<P>[] {
  return POLICY_TYPES.map((type) => ({ type, policies: policies.filter((policy) => policy.type === type) }));
}
