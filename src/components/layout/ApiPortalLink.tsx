// Opens the external API portal in a new tab and, one second later, posts the stored user info to it,
// addressed to the API portal's exact origin (never '*').
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { config } from '../../api/config';
import { readStoredUserInfo } from '../../api/session';

export const API_PORTAL_POST_DELAY_MS = 1000;

export function openApiPortal(url: string = config.apiPortalUrl, open: typeof window.open = window.open.bind(window)) {
  const targetOrigin = new URL(url, window.location.href).origin;
  const tab = open(url, '_blank');
  if (!tab) return;
  window.setTimeout(() => {
    const userInfo = readStoredUserInfo();
    if (userInfo) tab.postMessage({ type: 'userInfo', userInfo }, targetOrigin);
  }, API_PORTAL_POST_DELAY_MS);
}

export function ApiPortalLink() {
  const { t } = useLingui();
  return (
    <Button size="xs" variant="ghost" onClick={() => openApiPortal()}>
      {t`API portal`}
    </Button>
  );
}
