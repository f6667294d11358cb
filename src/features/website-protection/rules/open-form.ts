// Which policy or rule form the URL's `form` param opens: 'policy-new-<type>', 'policy-<id>', 'rule-new',
// 'rule-<id>'. An id that is not in the lists opens nothing (a stale link shows the page, not an error).
import type { WebsitePolicy, WebsiteRule } from '../types';
import type { PolicyType } from './policy-groups';

export type { PolicyType };

export type OpenForm =
  { kind: 'policy'; type: PolicyType; policy?: WebsitePolicy } | { kind: 'rule'; rule?: WebsiteRule } | undefined;

export function openForm(
  form: string | undefined,
  policies: readonly WebsitePolicy[],
  rules: readonly WebsiteRule[],
): OpenForm {
  if (!form) return undefined;
  const newPolicy = /^policy-new-([123])$/.exec(form);
  if (newPolicy) return { kind: 'policy', type: Number(newPolicy[1]) as PolicyType };
  if (form === 'rule-new') return { kind: 'rule' };
  const policyId = /^policy-(\d+)$/.exec(form);
  if (policyId) {
    const policy = policies.find((p) => p.id === Number(policyId[1]));
    return policy ? { kind: 'policy', type: policy.type, policy } : undefined;
  }
  const ruleId = /^rule-(\d+)$/.exec(form);
  const rule = ruleId ? rules.find((r) => r.id === Number(ruleId[1])) : undefined;
  return rule ? { kind: 'rule', rule } : undefined;
}
