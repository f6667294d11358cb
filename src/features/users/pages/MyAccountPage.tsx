// /page/usersetting: who is signed in, and the password change (which needs the operable person permission).
import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { PasswordForm } from '../components/PasswordForm';

export function MyAccountPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">{t`My account`}</Heading>
      <DataList.Root orientation="horizontal">
        {[
          [t`Username`, user.username],
          [t`Account`, `${user.accountName} (${user.account})`],
          [t`Role`, user.role],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Heading as="h2" size="md">{t`Change password`}</Heading>
      {canCall(user, 'changeOwnPassword') ? (
        <PasswordForm user={user} />
      ) : (
        <Text color="fg.muted">{t`Your permissions let you view this page but not change the password.`}</Text>
      )}
    </Stack>
  );
}
