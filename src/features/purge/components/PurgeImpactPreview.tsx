// Before a purge is sent: what the URLs carried in the last 24 hours (share of the domains' requests and
// traffic, the busiest of them) and a warning, with that share, when it reaches the rule's WARN_SHARE. Only a
// preview: it reads after a pause in typing, and whatever it cannot compute (a failed read, no traffic) leaves
// the submit as it is.
import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { describeError } from '@/api/error-messages';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { impactRequestsQuery, impactTrafficQuery } from '../api/impact-queries';
import { domainsOf, purgeImpact, WARN_SHARE } from '../rules/purge-impact';
import type { PushKind } from '../rules/url-list';
import { ImpactUrlList } from './ImpactUrlList';

interface Props {
  kind: PushKind;
  /** The valid URLs of the box, as they would be sent. */
  urls: readonly string[];
  account: string;
}

/** A share as the user's language writes a percentage: one decimal, none for a whole or no share. */
const percentIn = (locale: string, share: number) =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: Number.isInteger(share * 100) ? 0 : 1,
    maximumFractionDigits: 1,
  }).format(share);

export function PurgeImpactPreview({ kind, urls, account }: Props) {
  const { t, i18n } = useLingui();
  const settled = useDebouncedValue(urls.join('\n'));
  const watched = useMemo(() => (settled ? settled.split('\n') : []), [settled]);
  const domains = useMemo(() => domainsOf(watched), [watched]);
  // The 24 hours end when the screen opened, so typing more URLs of the same domains reads nothing new.
  const [now] = useState(() => new Date());
  const enabled = domains.length > 0;
  const requests = useQuery({ ...impactRequestsQuery(domains, account, now), enabled });
  const traffic = useQuery({ ...impactTrafficQuery(domains, account, now), enabled });
  const impact = useMemo(
    () => (requests.data && traffic.data ? purgeImpact(watched, kind, requests.data, traffic.data) : undefined),
    [watched, kind, requests.data, traffic.data],
  );
  if (!enabled) return null;

  let body;
  const failed = requests.error ?? traffic.error;
  if (failed) {
    const reason = describeError(i18n, failed);
    body = (
      <Text color="fg.muted">{t`The impact could not be computed (${reason}). The purge can still be submitted.`}</Text>
    );
  } else if (requests.isPending || traffic.isPending) {
    body = <Text color="fg.muted">{t`Reading the last 24 hours…`}</Text>;
  } else if (!impact) {
    body = <Text color="fg.muted">{t`These domains had no requests in the last 24 hours.`}</Text>;
  } else if (impact.matched === 0 && !impact.whole) {
    body = (
      <Text color="fg.muted">{t`None of these URLs is among the busiest of their domains in the last 24 hours.`}</Text>
    );
  } else {
    const percent = (share: number) => percentIn(i18n.locale, share);
    const requestShare = percent(impact.requestShare);
    const trafficShare = percent(impact.trafficShare);
    const threshold = percent(WARN_SHARE);
    body = (
      <>
        <Text data-testid="impact-shares">
          {impact.whole
            ? t`This purge takes the whole of these domains: ${requestShare} of their requests and traffic in the last 24 hours.`
            : t`In the last 24 hours these URLs carried at least ${requestShare} of the requests and ${trafficShare} of the traffic of their domains.`}
        </Text>
        {impact.warns && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t`This purge carries ${requestShare} of the requests and ${trafficShare} of the traffic of its domains (a warning from ${threshold}): expect a burst of traffic to the origin right after it.`}</Alert.Title>
          </Alert.Root>
        )}
        <ImpactUrlList urls={impact.top} />
      </>
    );
  }

  return (
    <Box as="section" aria-labelledby="purge-impact-title" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2" data-testid="purge-impact">
        <Heading as="h2" size="sm" id="purge-impact-title">{t`Impact of this purge`}</Heading>
        {body}
      </Stack>
    </Box>
  );
}
