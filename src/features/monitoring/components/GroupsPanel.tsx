// The contact groups of the account: add, rename or change members, remove one member, delete. Any change
// reloads the groups and the contacts; a rename or delete also reloads the alert rules, which show group
// names (the contract's x-invalidates).
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { QueryFrame, type FramedQuery } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { useDeleteGroup, useRemoveGroupContact } from '../api/monitoring-mutations';
import type { MonitoringContact, MonitoringGroup } from '../types';
import { useGroupColumns } from './group-columns';
import { useDialogState } from '@/components/use-dialog-state';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const GroupFormDialog = lazyNamed(() => import('./GroupFormDialog'), 'GroupFormDialog');
const DeleteConfirmation = lazyNamed(() => import('@/components/DeleteConfirmation'), 'DeleteConfirmation');

interface Props {
  user: SessionUser;
  contacts: readonly MonitoringContact[];
  groups: readonly MonitoringGroup[];
  /** The read of the groups: its failure shows where the table goes, Add contact group stays. */
  read: FramedQuery<unknown>;
}

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; group: MonitoringGroup };

export function GroupsPanel({ user, contacts, groups, read }: Props) {
  const { t } = useLingui();
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const remove = useDeleteGroup();
  const removeMember = useRemoveGroupContact();
  const columns = useGroupColumns({
    edit: canCall(user, 'updateMonitoringGroup') ? (group) => openDialog({ kind: 'edit', group }) : undefined,
    remove: canCall(user, 'deleteMonitoringGroup') ? (group) => openDialog({ kind: 'delete', group }) : undefined,
    removeMember: canCall(user, 'removeMonitoringGroupContact')
      ? (group, member) => removeMember.mutate({ params: { path: { groupId: group.id, contactId: member.id } } })
      : undefined,
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="groups-heading">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="groups-heading">{t`Contact groups`}</Heading>
        {canCall(user, 'addMonitoringGroup') && (
          <Button size="sm" colorPalette="green" onClick={() => openDialog({ kind: 'add' })}>
            {t`Add contact group`}
          </Button>
        )}
      </HStack>
      <QueryFrame query={read}>
        {() => (
          <>
            <DataTable
              label={t`Contact groups`}
              columns={columns}
              rows={groups}
              rowId={(group) => String(group.id)}
              rowTestId={(group) => `group-${group.id}`}
              empty={t`No contact groups yet`}
            />
          </>
        )}
      </QueryFrame>

      <Suspense>
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <GroupFormDialog
            account={user.account}
            contacts={contacts}
            groups={groups}
            editing={dialog.kind === 'edit' ? dialog.group : undefined}
            onClose={close}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteConfirmation
            title={t`Delete the contact group ${dialog.group.name}?`}
            pending={remove.isPending}
            onClose={close}
            onConfirm={() => remove.mutate({ params: { path: { id: dialog.group.id } } }, { onSuccess: close })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
