// On narrow portrait screens some tables and charts read better in landscape: a notice suggests turning the
// device (specification 000 §1). It sits above the header, never over the screen, and once dismissed it
// stays away for the rest of the tab's session.
import { Box, CloseButton, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export const ROTATE_NOTICE_KEY = 'rotateNoticeDismissed';

const dismissed = () => {
  try {
    return sessionStorage.getItem(ROTATE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
};

export function RotateNotice() {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(dismissed);
  if (hidden) return null;
  return (
    <HStack
      display="none"
      css={{ '@media (orientation: portrait) and (max-width: 767px)': { display: 'flex' } }}
      bg="orange.100"
      color="orange.900"
      px="3"
      py="1"
      fontSize="sm"
      gap="2"
    >
      <Box role="status" flex="1" textAlign="center">
        <Trans>For the best experience, rotate your device to landscape.</Trans>
      </Box>
      <CloseButton
        size="2xs"
        aria-label={t`Hide this notice`}
        onClick={() => {
          sessionStorage.setItem(ROTATE_NOTICE_KEY, '1');
          setHidden(true);
        }}
      />
    </HStack>
  );
}
