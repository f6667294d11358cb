// Certificates by risk, on the certificate list and the overview: every certificate of the account that
// expires within 30 days or has expired, the one serving the most traffic first, with the domains it serves
// and a link to replace it (the certificate list opens its edit form). Never sends a write.
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { formatTraffic } from '@/lib/units';
import { ErrorAlert } from '../ErrorAlert';
import { useCertificateRisk, type RiskRow } from './use-certificate-risk';

export function CertificatesAtRisk({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { list, rows, readsTraffic } = useCertificateRisk(user);
  const replaces = canCall(user, 'updateCertificate');

  let body;
  if (list.isError) {
    body = (
      <ErrorAlert
        error={list.error}
        title={t`The certificates could not be read`}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.isPending) {
    body = <Text color="fg.muted">{t`Loading…`}</Text>;
  } else if (rows.length === 0) {
    body = <Text color="fg.muted">{t`No certificate expires within 30 days.`}</Text>;
  } else {
    body = (
      <>
        {!readsTraffic && (
          <Text
            fontSize="sm"
            color="fg.muted"
          >{t`Ordered by expiry: your account may not read the traffic of the domains.`}</Text>
        )}
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Certificates at risk, most traffic first`}>
          {rows.map((row) => (
            <RiskItem key={row.id} row={row} readsTraffic={readsTraffic} replaces={replaces} />
          ))}
        </Stack>
      </>
    );
  }

  return (
    <Box as="section" aria-labelledby="certificates-at-risk" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2" data-testid="certificates-at-risk">
        <Heading as="h2" size="sm" id="certificates-at-risk">{t`Certificates at risk`}</Heading>
        {body}
      </Stack>
    </Box>
  );
}

function RiskItem({ row, readsTraffic, replaces }: { row: RiskRow; readsTraffic: boolean; replaces: boolean }) {
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
            <Badge colorPalette="red">{t`Expired ${days} days ago`}</Badge>
          ) : (
            <Badge colorPalette="orange">{t`Expires in ${days} days`}</Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {row.domainsFailed
            ? t`Its domains could not be read`
            : domains === undefined
              ? t`Loading…`
              : domains || t`Bound to no domain`}
        </Text>
        {readsTraffic && <Text fontSize="sm">{t`Traffic in the last 7 days: ${traffic}`}</Text>}
      </Stack>
      {replaces && (
        <Button asChild size="xs" variant="outline">
          <Link to="/page/certificateUpload" search={{ replace: row.id }}>
            {t`Replace`}
          </Link>
        </Button>
      )}
    </HStack>
  );
}
