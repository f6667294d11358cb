// The busiest of the URLs a purge touches, with what each carried in the last 24 hours.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatCountIn, formatTraffic } from '@/lib/units';
import type { ImpactUrl } from '../rules/purge-impact';

export function ImpactUrlList({ urls }: { urls: readonly ImpactUrl[] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" aria-label={t`Busiest URLs of this purge`}>
      {urls.map((item) => {
        const requests = formatCountIn(i18n.locale, item.requests);
        const traffic = formatTraffic(item.bytes);
        return (
          <HStack as="li" key={item.url} gap="2" wrap="wrap">
            <Text fontFamily="mono" wordBreak="break-all">
              {item.url}
            </Text>
            <Text color="fg.muted">{t`${requests} requests, ${traffic}`}</Text>
            {item.heaviest && <Badge colorPalette="orange">{t`Heaviest`}</Badge>}
          </HStack>
        );
      })}
    </Stack>
  );
}
