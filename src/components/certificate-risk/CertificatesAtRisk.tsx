// Certificates by risk, on the certificate list and the overview: every certificate of the account that
// expires within 30 days or has expired, the one serving the most traffic first, with the domains it serves
// and a link to replace it (the certificate list opens an upload bound to its domains). Never sends a write.
//
// The card is below what the overview shows first: its frame is drawn at once and starts its first read (the
// account's certificates), and its list (RiskList, with the risk order, the domains' and traffic reads and the
// units) loads when the card comes near the visible area, so that a cold overview's code and reads do not share
// the connections with it. On the certificate list the card is in view and loads at once.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { SessionUser } from '@/api/session';
import { useNearView } from '../use-near-view';
import { accountCertificatesQuery } from './risk-queries';

const RiskList = lazy(() => import('./RiskList').then((m) => ({ default: m.RiskList })));

export function CertificatesAtRisk({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  usePrefetchQuery(accountCertificatesQuery(user.account));
  const [ref, near] = useNearView<HTMLDivElement>();
  const loading = <Text color="fg.muted">{t`Loading…`}</Text>;
  return (
    <Box ref={ref} as="section" aria-labelledby="certificates-at-risk" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2" data-testid="certificates-at-risk">
        <Heading as="h2" size="sm" id="certificates-at-risk">{t`Certificates at risk`}</Heading>
        {near ? (
          <Suspense fallback={loading}>
            <RiskList user={user} />
          </Suspense>
        ) : (
          loading
        )}
      </Stack>
    </Box>
  );
}
