// Certificates by risk, on the certificate list and the overview: every certificate of the accounts the screen
// covers (the overview's account picker, the list's scope) that expires within 30 days or has expired, the one serving the most traffic first, with the domains it serves
// and a link to replace it (the certificate list opens an upload bound to its domains). Never sends a write.
//
// The card is below what the overview shows first: its frame is drawn at once and starts its first read (the
// accounts' certificates), and its list (RiskList, with the risk order, the domains' and traffic reads and the
// units) loads when the card comes near the visible area, so that a cold overview's code and reads do not share
// the connections with it. On the certificate list the card is in view and loads at once.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import type { SessionUser } from '@/api/session';
import { StaleCodeBoundary } from '../release/StaleCodeBoundary';
import { useNearView } from '../use-near-view';
import { certificateReads } from './risk-queries';

// React's lazy, not lazyNamed: the list's messages are in the catalogues of both areas that show the card
// (lingui.config.ts), so no on-demand catalogue need come with it.
const RiskList = lazy(() => import('./RiskList').then((module) => ({ default: module.RiskList })));

interface Props {
  user: SessionUser;
  /** The accounts the traffic is read for, as the account picker says them (none: every account). */
  accounts: readonly string[];
  /** The accounts whose certificates are listed, if not those (the certificate list's scope). */
  certificateAccounts?: readonly string[];
}

export function CertificatesAtRisk({ user, accounts, certificateAccounts = accounts }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The first read starts with the frame, a prefetch: observers (useQueries) come with the list, whose file brings
  // their code, so a screen that shows only the frame (the overview, until scrolled near) loads none of it. Only a
  // read the cache does not hold yet: a failed one waits for its Try again, as an observed one would, instead of
  // being asked again at every render.
  useEffect(() => {
    for (const read of certificateReads(user, certificateAccounts)) {
      if (!queryClient.getQueryState(read.queryKey)) void queryClient.prefetchQuery(read);
    }
  }, [queryClient, user, certificateAccounts]);
  const [ref, near] = useNearView<HTMLDivElement>();
  // Marked busy while the list is on its way: what arrives moves the content below it (the certificate list's
  // rows), and whoever waits for the screen to settle (a screen reader, a test) knows to wait. Not before the card
  // comes near: until it is scrolled to, nothing is on its way.
  const loading = (busy: boolean) => (
    <Text color="fg.muted" aria-busy={busy || undefined}>
      {t`Loading…`}
    </Text>
  );
  return (
    <Box ref={ref} as="section" aria-labelledby="certificates-at-risk" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2" data-testid="certificates-at-risk">
        <Heading as="h2" size="sm" id="certificates-at-risk">{t`Certificates at risk`}</Heading>
        {near ? (
          <StaleCodeBoundary>
            <Suspense fallback={loading(true)}>
              <RiskList user={user} accounts={accounts} certificateAccounts={certificateAccounts} />
            </Suspense>
          </StaleCodeBoundary>
        ) : (
          loading(false)
        )}
      </Stack>
    </Box>
  );
}
