// The body of the certificates-by-risk card (CertificatesAtRisk): the certificates at risk, the one serving the
// most traffic first, each with its domains, its traffic and a link to replace it. Loaded with the card's first
// read, not with the screen's first files.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { ALL_ACCOUNTS } from '@/api/certificate-scopes';
import { formatTraffic } from '@/lib/units';
import { ErrorAlert } from '../ErrorAlert';
import { useCertificateRisk, type RiskRow } from './use-certificate-risk';

interface Props {
  user: SessionUser;
  accounts: readonly string[];
  certificateAccounts: readonly string[];
}

export function RiskList({ user, accounts, certificateAccounts }: Props) {
  const { t } = useLingui();
  const { list, rows, readsTraffic } = useCertificateRisk(user, accounts, certificateAccounts);
  // Replacing uploads a new certificate and binds it to the old one's domains.
  const replaces = canCall(user, 'addCertificate') && canCall(user, 'bindCertificateDomains');

  if (list.isError) {
    return (
      <ErrorAlert
        error={list.error}
        title={t`The certificates could not be read`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.isPending)
    return (
      <Text color="fg.muted" aria-busy>
        {t`Loading…`}
      </Text>
    );
  if (rows.length === 0) return <Text color="fg.muted">{t`No certificate expires within 30 days.`}</Text>;
  return (
    <>
      {!readsTraffic && (
        <Text
          fontSize="sm"
          color="fg.muted"
        >{t`Ordered by expiry: your account may not read the traffic of the domains.`}</Text>
      )}
      <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Certificates at risk, most traffic first`}>
        {rows.map((row) => (
          <RiskItem key={row.id} row={row} readsTraffic={readsTraffic} replaces={replaces} ownAccount={user.account} />
        ))}
      </Stack>
    </>
  );
}

interface ItemProps {
  row: RiskRow;
  readsTraffic: boolean;
  replaces: boolean;
  ownAccount: string;
}

function RiskItem({ row, readsTraffic, replaces, ownAccount }: ItemProps) {
  const { t } = useLingui();
  const days = Math.abs(row.validity);
  const domains = row.domains?.join(', ');
  const traffic = row.traffic === undefined ? '-' : formatTraffic(row.traffic);
  return (
    <HStack as="li" data-testid={`at-risk-${row.id}`} gap="3" wrap="wrap" justify="space-between">
      <Stack gap="0">
        <HStack gap="2">
          <Text fontWeight="semibold">{row.name}</Text>
          {row.validity < 0 ? (
            <Badge colorPalette="red">{t`${plural(days, { one: 'Expired # day ago', other: 'Expired # days ago' })}`}</Badge>
          ) : (
            <Badge colorPalette="orange">{t`${plural(days, { one: 'Expires in # day', other: 'Expires in # days' })}`}</Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {row.domainsFailed
            ? t`Its domains could not be read`
            : domains === undefined
              ? t`Loading…`
              : domains || t`Bound to no domain`}
        </Text>
        {readsTraffic && (
          <Text fontSize="sm">
            {row.trafficFailed ? t`Its traffic could not be read` : t`Traffic in the last 7 days: ${traffic}`}
          </Text>
        )}
      </Stack>
      {replaces && (
        <Button asChild size="xs" variant="outline">
          {/* Another account's certificate is listed in the all-accounts scope, which names its account. */}
          <Link
            to="/page/certificateUpload"
            search={{ replace: row.id, scope: row.account === ownAccount ? undefined : ALL_ACCOUNTS }}
          >
            {t`Replace`}
          </Link>
        </Button>
      )}
    </HStack>
  );
}
