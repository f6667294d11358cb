// The policy form: name, type (the group it belongs to), description, enabled.
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { fieldMessage } from '@/lib/field-message';
import type { WebsitePolicy } from '../types';
import type { PolicyType } from './policy-groups';

export const policyMessages = {
  nameRequired: msg`Enter the policy name`,
  nameLength: msg`The name can be at most 50 characters`,
  descriptionLength: msg`The description can be at most 100 characters`,
};

export const policyFormSchema = z
  .object({ name: z.string(), type: z.enum(['1', '2', '3']), description: z.string(), enabled: z.boolean() })
  .check(
    z.superRefine((values, ctx) => {
      const add = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      const name = values.name.trim();
      if (!name) add(fieldMessage(policyMessages.nameRequired), 'name');
      else if ([...name].length > 50) add(fieldMessage(policyMessages.nameLength), 'name');
      if ([...values.description.trim()].length > 100)
        add(fieldMessage(policyMessages.descriptionLength), 'description');
    }),
  );

export type PolicyFormValues = z.output<typeof policyFormSchema>;

export const policyFormValues = (policy: WebsitePolicy | undefined, type: PolicyType): PolicyFormValues => ({
  name: policy?.name ?? '',
  type: String(policy?.type ?? type) as PolicyFormValues['type'],
  description: policy?.description ?? '',
  enabled: policy?.enabled ?? true,
});

export const policyRequest = (values: PolicyFormValues) => ({
  name: values.name.trim(),
  type: Number(values.type) as PolicyType,
  description: values.description.trim(),
  enabled: values.enabled,
});
