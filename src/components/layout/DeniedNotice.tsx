// A screen the user may not open sends them to the first one they may (src/routes/_app.tsx); silently, that read
// as the portal having lost the address. The redirect carries the path asked for in the history entry's state,
// and this notice names its screen in the user's language above the screen shown instead. It belongs to that
// entry: the next navigation, or Close, ends it, and a reload of the screen shown does not bring it back.
import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { findScreen } from '@/api/permissions';
import type { Screen } from '@/api/screens';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The path of a screen the user asked for and may not open (set by the signed-in layout's redirect). */
    deniedPath?: string;
  }
}

export function DeniedNotice({ screens }: { screens: readonly Screen[] }) {
  const { t, i18n } = useLingui();
  const entry = useRouterState({ select: (state) => state.location.state });
  const [closed, setClosed] = useState<object>();
  const asked = entry.deniedPath === undefined ? undefined : findScreen(screens, entry.deniedPath);
  const title = asked ? i18n._(asked.title) : '';
  return (
    // The live region stays in the page, so that its text appearing is announced.
    <Box role="status" aria-live="polite" data-testid="denied-notice">
      {asked && closed !== entry && (
        <HStack bg="orange.100" color="orange.900" px="3" py="1" fontSize="sm" justify="center">
          <Text>{t`Your account may not open “${title}”, so the first screen it may open is shown instead.`}</Text>
          <CloseButton size="2xs" aria-label={t`Close`} onClick={() => setClosed(entry)} />
        </HStack>
      )}
    </Box>
  );
}
