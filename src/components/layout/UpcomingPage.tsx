// A route of the table whose screen is not part of this release yet: it says so instead of breaking.
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { upcomingScreens } from '../../api/screens';

export function UpcomingPage({ path }: { path: string }) {
  const { i18n } = useLingui();
  const title = (upcomingScreens as Record<string, { title: MessageDescriptor } | undefined>)[path]?.title;
  return (
    <Stack gap="2">
      <Heading as="h1" size="lg">
        {title ? i18n._(title) : path}
      </Heading>
      <Text color="fg.muted">
        <Trans>This screen is not available in this release yet.</Trans>
      </Text>
    </Stack>
  );
}
