// The hand-off to the external API portal (specification 000 §1 and §9): the stored user info, as it is stored
// (the encrypted text the API portal already reads), is posted to the portal's exact origin (never '*') one
// second after its tab opens. Nothing is wrapped around it: the portal exists and reads exactly that.
// - The tab is opened blank, so its opener can be cut while it is still ours, and only then sent to the portal:
//   the portal's page cannot navigate this tab (reverse tabnabbing). Our handle on it is all postMessage needs.
// - A portal slower than a second would miss that one post, so the same message is posted again (2, 4, 8 and
//   16 s after opening) until the portal answers 'received'; a 'ready' from the portal's exact origin (it can
//   answer through the source of any message it got) is answered at once, with the same message.
import { readStoredUserInfo } from '@/api/session';

export const API_PORTAL_POST_DELAY_MS = 1000;
export const API_PORTAL_RETRY_MS = [2000, 4000, 8000, 16000] as const;

/**
 * The hand-off to a tab opened blank for it (open-api-portal.ts opens it in the user's press): cuts its opener,
 * sends it to the portal, and posts the user info as above.
 */
export function handOffToApiPortal(tab: Window, url: string, host: Window = window) {
  const targetOrigin = new URL(url, host.location.href).origin;
  tab.opener = null;
  tab.location.href = url;

  let acknowledged = false;
  const post = () => {
    const userInfo = readStoredUserInfo();
    if (userInfo && !acknowledged && !tab.closed) tab.postMessage(userInfo, targetOrigin);
  };
  const timers = [API_PORTAL_POST_DELAY_MS, ...API_PORTAL_RETRY_MS].map((delay) => host.setTimeout(post, delay));
  const stop = () => {
    timers.forEach((timer) => host.clearTimeout(timer));
    host.removeEventListener('message', onMessage);
  };
  function onMessage(event: MessageEvent) {
    if (event.origin !== targetOrigin || event.source !== tab) return;
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'ready') post();
    if (type === 'received') {
      acknowledged = true;
      stop();
    }
  }
  host.addEventListener('message', onMessage);
  host.setTimeout(stop, (API_PORTAL_RETRY_MS.at(-1) ?? 0) + API_PORTAL_POST_DELAY_MS);
}
