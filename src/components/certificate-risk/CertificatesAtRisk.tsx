// Certificates by risk, on the certificate list and the overview: every certificate of the account that
// expires within 30 days or has expired, the one serving the most traffic first, with the domains it serves
// and a link to replace it (the certificate list opens its edit form). Never sends a write.
//
// The card is below what a screen shows first: its frame is drawn at once and starts its first read, and its
// list (RiskList, with the risk order, the traffic reads and the units) loads while that read runs.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { SessionUser } from '@/api/session';
import { accountCertificatesQuery } from './risk-queries';

const RiskList = lazy(() => import('./RiskList').then((m) => ({ default: m.RiskList })));

export function CertificatesAtRisk({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  usePrefetchQuery(accountCertificatesQuery(user.account));
  return (
    <Box as="section" aria-labelledby="certificates-at-risk" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2" data-testid="certificates-at-risk">
        <Heading as="h2" size="sm" id="certificates-at-risk">{t`Certificates at risk`}</Heading>
        <Suspense fallback={<Text color="fg.muted">{t`Loading…`}</Text>}>
          <RiskList user={user} />
        </Suspense>
      </Stack>
    </Box>
  );
}
