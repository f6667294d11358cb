import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function ForbiddenPage() {
  return (
    <Stack as="main" minH="100dvh" align="center" justify="center" gap="4" p="6" textAlign="center">
      <Heading as="h1" size="4xl">
        403
      </Heading>
      <Text color="fg.muted">
        <Trans>Your account has no access to any section of the portal.</Trans>
      </Text>
      <Button asChild colorPalette="blue">
        <Link to="/newlogin">
          <Trans>Back to login</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
