// "A new version of the portal is available": in place of what could not be loaded, or as a banner over the
// page when the failure has no place of its own (release-recovery.ts). Reload loads the address shown.
import { Alert, Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { reloadInto, useNoticeInPlace, useReleaseBanner } from './release-recovery';

function Notice() {
  const { t } = useLingui();
  return (
    <Alert.Root status="info" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2" alignItems="start">
        <Alert.Title>{t`A new version of the portal is available`}</Alert.Title>
        <Alert.Description>{t`Reload to continue with it.`}</Alert.Description>
        <Button size="xs" colorPalette="blue" onClick={() => reloadInto(location.href)}>
          {t`Reload`}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** In place of a screen, dialog or chart whose code could not be loaded. */
export function ReleaseNotice() {
  useNoticeInPlace();
  return <Notice />;
}

/** Over the page, once a failure with no place of its own has raised it; it never takes the page away. */
export function ReleaseNoticeBanner() {
  if (!useReleaseBanner()) return null;
  return (
    <Box position="fixed" top="2" insetX="2" mx="auto" maxW="md" zIndex="toast">
      <Notice />
    </Box>
  );
}
