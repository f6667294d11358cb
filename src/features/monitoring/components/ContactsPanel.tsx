// The contacts of the account: search (in the URL), add, edit, send a test message and delete. Any change
// reloads the contacts and the groups (the contract's x-invalidates, 002 §4).
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { FilterBar } from '@/components/list/FilterBar';
import { Pager } from '@/components/list/Pager';
import { TextFilter } from '@/components/list/TextFilter';
import { QueryFrame, type FramedQuery } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { pageOfRows } from '@/lib/page-rows';
import { useDeleteContact, useSendTestMessage } from '../api/monitoring-mutations';
import { CONTACT_PAGE_SIZE, filterContacts, testChannels } from '../rules/contact-filter';
import type { MonitoringContact, MonitoringGroup } from '../types';
import { useContactColumns } from './contact-columns';
import { useDialogState } from '@/components/use-dialog-state';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const ContactFormDialog = lazyNamed(() => import('./ContactFormDialog'), 'ContactFormDialog');
const DeleteConfirmation = lazyNamed(() => import('@/components/DeleteConfirmation'), 'DeleteConfirmation');

interface Props {
  user: SessionUser;
  contacts: readonly MonitoringContact[];
  groups: readonly MonitoringGroup[];
  /** The read of the contacts: its failure shows where the table goes, the search and Add stay. */
  read: FramedQuery<unknown>;
  search: { name?: string; page: number };
  onSearch(name: string | undefined): void;
  onReset(): void;
  onPage(page: number): void;
}

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; contact: MonitoringContact };

export function ContactsPanel({ user, contacts, groups, read, search, onSearch, onReset, onPage }: Props) {
  const { t } = useLingui();
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const remove = useDeleteContact();
  const sendTest = useSendTestMessage();
  const matching = filterContacts(contacts, search.name);
  const shown = pageOfRows(matching, search.page, CONTACT_PAGE_SIZE);
  const columns = useContactColumns({
    sendTest: canCall(user, 'sendMonitoringContactMessage')
      ? (contact) =>
          sendTest.mutate({ body: { account: user.account, id: contact.id, channels: [...testChannels(contact)] } })
      : undefined,
    edit: canCall(user, 'updateMonitoringContact') ? (contact) => openDialog({ kind: 'edit', contact }) : undefined,
    remove: canCall(user, 'deleteMonitoringContact') ? (contact) => openDialog({ kind: 'delete', contact }) : undefined,
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="contacts-heading">
      <Heading as="h2" size="md" id="contacts-heading">{t`Contacts`}</Heading>
      <FilterBar
        values={{ name: search.name ?? '' }}
        onSearch={(draft) => onSearch(draft.name.trim() || undefined)}
        onReset={onReset}
        actions={
          canCall(user, 'addMonitoringContact') && (
            <Button size="sm" colorPalette="green" onClick={() => openDialog({ kind: 'add' })}>
              {t`Add contact`}
            </Button>
          )
        }
      >
        {(draft, update) => (
          <TextFilter label={t`Name, phone or email`} value={draft.name} onChange={(name) => update({ name })} />
        )}
      </FilterBar>
      <QueryFrame query={read}>
        {() => (
          <>
            <DataTable
              label={t`Contacts`}
              columns={columns}
              rows={shown.rows}
              rowId={(contact) => String(contact.id)}
              rowTestId={(contact) => `contact-${contact.id}`}
              empty={search.name ? t`No contact matches the search` : t`No contacts yet`}
            />
            <Pager total={shown.total} page={shown.page} pageSize={CONTACT_PAGE_SIZE} onPageChange={onPage} />
          </>
        )}
      </QueryFrame>

      <Suspense>
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <ContactFormDialog
            account={user.account}
            contacts={contacts}
            groups={groups}
            editing={dialog.kind === 'edit' ? dialog.contact : undefined}
            onClose={close}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteConfirmation
            title={t`Delete the contact ${dialog.contact.name}?`}
            pending={remove.isPending}
            onClose={close}
            onConfirm={() => remove.mutate({ params: { path: { id: dialog.contact.id } } }, { onSuccess: close })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
