// Offline, the signed-in layout says so once, above the header, instead of each read failing on its own: the
// query client holds the reads (polling included) until the connection is back and then reads again, and a
// write is refused with that reason (src/api/call.ts). The notice goes when the connection is back.
import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

export function OfflineNotice() {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline);
  return (
    // The live region stays in the page, so that its text appearing is announced.
    <Box role="status" aria-live="polite" data-testid="offline-notice">
      {!online && (
        <Box bg="orange.100" color="orange.900" px="3" py="1" fontSize="sm" textAlign="center">
          <Trans>
            You are offline. What is on screen stays; the portal reads again when the connection is back, and changes
            cannot be sent until then.
          </Trans>
        </Box>
      )}
    </Box>
  );
}
