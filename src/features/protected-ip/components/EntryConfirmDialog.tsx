// Asks before an entry is deleted or disabled: both stop the protection of the source IP.
import { useLingui } from '@lingui/react/macro';
import { messages } from '@/api/error-messages';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useDeleteEntry, useDisableEntry } from '../api/protected-ip-mutations';
import type { ProtectedIpEntry } from '../types';

interface Props {
  kind: 'delete' | 'disable';
  entry: ProtectedIpEntry;
  onClose(): void;
}

export function EntryConfirmDialog({ kind, entry, onClose }: Props) {
  const { t, i18n } = useLingui();
  const remove = useDeleteEntry();
  const disable = useDisableEntry();
  const mutation = kind === 'delete' ? remove : disable;
  const ip = entry.sourceIp;
  return (
    <ConfirmDialog
      open
      title={kind === 'delete' ? t`Delete the protection of ${ip}?` : t`Disable the protection of ${ip}?`}
      body={
        kind === 'delete'
          ? i18n._(messages.cannotBeRetrieved)
          : t`Traffic to ${entry.cname} is no longer protected until the entry is enabled again.`
      }
      confirmLabel={kind === 'delete' ? t`Delete` : t`Disable`}
      pending={mutation.isPending}
      onClose={onClose}
      onConfirm={() => mutation.mutate({ body: { id: entry.id } }, { onSettled: onClose })}
    />
  );
}
