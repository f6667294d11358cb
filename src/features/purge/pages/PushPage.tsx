// /cdn/newurlPush, /cdn/newdirPush and /cdn/prefetch: one form, three kinds of push.
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { PushHints } from '../components/PushHints';
import { UrlPushForm } from '../components/UrlPushForm';
import type { PushKind } from '../rules/url-list';

export function PushPage({ user, kind }: { user: SessionUser; kind: PushKind }) {
  const { t } = useLingui();
  const titles = { url: t`URL purge`, dir: t`Directory purge`, prefetch: t`Prefetch` };
  const canPush = canCall(user, kind === 'prefetch' ? 'submitPrefetch' : 'submitPurgeRefresh');
  // A purge empties caches; a prefetch fills them, so only a purge has an impact to preview.
  const readsImpact = canCall(user, 'urlTopOffline') && canCall(user, 'urlTopFlowOffline');
  const impactPreview = kind !== 'prefetch' && readsImpact;
  // A purging user who would see the preview but for the analysis permission is told why it is missing.
  const previewWithheld = kind !== 'prefetch' && canPush && !readsImpact;
  return (
    <Stack gap="4" maxW="4xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {titles[kind]}
        </Heading>
        <Button asChild size="sm" variant="outline">
          {kind === 'prefetch' ? (
            <Link to="/cdn/prefetchTask">{t`Prefetch tasks`}</Link>
          ) : (
            <Link to="/cdn/newsearchTask" search={{ type: kind }}>
              {t`Purge tasks`}
            </Link>
          )}
        </Button>
      </HStack>
      <PushHints kind={kind} />
      {previewWithheld && (
        <Text fontSize="sm" color="fg.muted" data-testid="impact-withheld">
          {t`No impact preview: it is computed from the URL analysis of the last 24 hours, which your account may not read.`}
        </Text>
      )}
      {/* A new form per kind: switching screens never carries one kind's lines into another. */}
      <UrlPushForm key={kind} kind={kind} account={user.account} canPush={canPush} impactPreview={impactPreview} />
    </Stack>
  );
}
