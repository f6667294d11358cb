// The question before a domain is deleted, with the write it confirms: both come when it is first opened, so the
// domain list's first paint loads neither the dialog nor the area's writes (domain-mutations.ts) and their
// messages.
import { useLingui } from '@lingui/react/macro';
import { DeleteConfirmation } from '@/components/DeleteConfirmation';
import { useDeleteDomain } from '../api/domain-mutations';
import type { DomainRow } from '../api/domain-queries';

export function DomainDeleteConfirmation({ row, onClose }: { row: DomainRow; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteDomain();
  return (
    <DeleteConfirmation
      title={t`Delete ${row.name}?`}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ body: { id: row.id, name: row.name } }, { onSuccess: onClose })}
    />
  );
}
