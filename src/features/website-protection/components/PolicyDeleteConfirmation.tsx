// The question before a policy is deleted, with the write it confirms: both come when it is first opened, so the
// rules screen's first paint loads neither the dialog nor the area's writes.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DeleteConfirmation } from '@/components/DeleteConfirmation';
import { useDeletePolicy } from '../api/website-mutations';
import type { WebsitePolicy } from '../types';

export function PolicyDeleteConfirmation({ policy, onClose }: { policy: WebsitePolicy; onClose(): void }) {
  const { t } = useLingui();
  const deletePolicy = useDeletePolicy();
  return (
    <DeleteConfirmation
      title={t`Delete ${policy.name}?`}
      body={t`${plural(policy.ruleCount ?? 0, { one: 'The policy and its # rule stop applying at once and cannot be retrieved.', other: 'The policy and its # rules stop applying at once and cannot be retrieved.' })}`}
      pending={deletePolicy.isPending}
      onClose={onClose}
      onConfirm={() => deletePolicy.mutate({ body: { id: policy.id } }, { onSuccess: onClose })}
    />
  );
}
