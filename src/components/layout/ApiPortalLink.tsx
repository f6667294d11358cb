// The header's link to the external API portal (see api-portal-handoff.ts for what it hands over and how).
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { config } from '@/api/config';
import { openApiPortal } from './open-api-portal';

export function ApiPortalLink() {
  const { t } = useLingui();
  return (
    <Button size="xs" variant="ghost" onClick={() => void openApiPortal(config.apiPortalUrl)}>
      {t`API portal`}
    </Button>
  );
}
