// On narrow portrait screens the tables and charts do not fit: ask the user to turn the device.
import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export function RotateNotice() {
  return (
    <Box
      role="status"
      display="none"
      css={{ '@media (orientation: portrait) and (max-width: 767px)': { display: 'block' } }}
      bg="orange.100"
      color="orange.900"
      px="4"
      py="2"
      fontSize="sm"
      textAlign="center"
    >
      <Trans>For the best experience, rotate your device to landscape.</Trans>
    </Box>
  );
}
