// The question before a user is deleted, with the write it confirms: both come when it is first opened, so the
// user list's first paint loads neither the dialog nor the delete.
import { useLingui } from '@lingui/react/macro';
import { DeleteConfirmation } from '@/components/DeleteConfirmation';
import { useDeleteUser } from '../api/user-mutations';
import type { SelfUser } from '../types';

export function UserDeleteConfirmation({ row, onClose }: { row: SelfUser; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteUser();
  return (
    <DeleteConfirmation
      title={t`Delete ${row.username}?`}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ params: { path: { uid: row.uid } } }, { onSuccess: onClose })}
    />
  );
}
