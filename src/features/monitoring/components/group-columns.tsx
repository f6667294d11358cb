// The contact group table's columns: members show as tags, each removable from the group on its own. A tag is
// the kit's badge with a close button, both of the first page's system: Chakra's Tag draws the same with a recipe
// and parts of its own that only this list would load.
import { Badge, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import type { MonitoringGroup } from '../types';

type Member = MonitoringGroup['contacts'][number];

export interface GroupActions {
  edit?(group: MonitoringGroup): void;
  remove?(group: MonitoringGroup): void;
  removeMember?(group: MonitoringGroup, member: Member): void;
}

export function useGroupColumns(actions: GroupActions): ColumnDef<MonitoringGroup>[] {
  const { t } = useLingui();
  const operations = (group: MonitoringGroup): RowAction[] => [
    ...(actions.edit ? [{ label: t`Edit`, run: () => actions.edit?.(group) }] : []),
    ...(actions.remove ? [{ label: t`Delete`, run: () => actions.remove?.(group), palette: 'red' as const }] : []),
  ];
  return [
    { accessorKey: 'name', header: t`Group name` },
    { accessorKey: 'remark', header: t`Remark`, cell: (c) => c.row.original.remark || '-' },
    {
      id: 'members',
      header: t`Members`,
      accessorFn: (group) => group.contacts.map((member) => member.name).join(', '),
      cell: ({ row: { original: group } }) =>
        group.contacts.length === 0 ? (
          <Text color="fg.muted">{t`No members`}</Text>
        ) : (
          <Flex gap="1" wrap="wrap">
            {group.contacts.map((member) => (
              <Badge key={member.id} size="sm" variant="surface">
                {member.name}
                {actions.removeMember && (
                  <CloseButton
                    size="2xs"
                    marginEnd="-1"
                    aria-label={t`Remove ${member.name} from ${group.name}`}
                    onClick={() => actions.removeMember?.(group, member)}
                  />
                )}
              </Badge>
            ))}
          </Flex>
        ),
    },
    { accessorKey: 'createTime', header: t`Created`, cell: (c) => c.row.original.createTime ?? '-' },
    {
      id: 'operations',
      header: t`Operations`,
      meta: { operations: true },
      cell: (c) => <RowActions actions={operations(c.row.original)} />,
    },
  ];
}
