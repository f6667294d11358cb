// /CMonit/alertContact: the alert contacts and contact groups of the customer account in the session user
// info (002 §3.7, §6). Both lists are on screen together, and each reloads when the other changes.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { SessionUser } from '@/api/session';
import { useListSearch } from '@/components/list/use-list-search';
import { contactsQuery, groupsQuery } from '../api/monitoring-queries';
import { ContactsPanel } from '../components/ContactsPanel';
import { GroupsPanel } from '../components/GroupsPanel';

const route = getRouteApi('/_app/CMonit/alertContact');

export function AlertContactPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const contactList = useQuery(contactsQuery(user.account));
  const groupList = useQuery(groupsQuery(user.account));
  const contacts = contactList.data ?? [];
  const groups = groupList.data ?? [];
  return (
    <Stack gap="8">
      <Heading as="h1" size="lg">{t`Alert contacts`}</Heading>
      <ContactsPanel
        user={user}
        contacts={contacts}
        groups={groups}
        read={contactList}
        search={list.search}
        onSearch={(name) => list.setFilters({ name })}
        onReset={() => list.reset()}
        onPage={list.setPage}
      />
      <GroupsPanel user={user} contacts={contacts} groups={groups} read={groupList} />
    </Stack>
  );
}
