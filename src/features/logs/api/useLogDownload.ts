// Downloading a log file: ask for its link, check that the link answers 200, then send the browser to it.
// A failed call says 'Download Failed'; a link that does not answer 200 says the address is wrong (000 §8).
// One download at a time: a second click while one is being prepared does nothing.
// The check is a HEAD request from the page to the link's host, in the user's own network: the served policy
// lets the page connect to the configured download origins (LOG_DOWNLOAD_ORIGINS), and their server answers
// it with Access-Control-Allow-Origin (docs/deploying.md). Without either, the browser refuses the check and
// the user is told the address is wrong rather than sent to a page that may not exist.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messages } from '@/api/error-messages';
import { notifyError } from '@/components/ui/toaster';
import { checkDownloadLink } from '../rules/download-link';
import { logDownloadLinkQuery } from './log-queries';

/** No cookie of the user's goes to the foreign host; a signed link expires, so nothing comes from a cache. */
const headStatus = (url: string) =>
  fetch(url, { method: 'HEAD', mode: 'cors', credentials: 'omit', cache: 'no-store' });

export function useLogDownload(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [pendingId, setPendingId] = useState<string>();

  async function download(file: { id: string; domain: string }) {
    if (busy.current) return;
    busy.current = true;
    setPendingId(file.id);
    try {
      let link: unknown;
      try {
        link = await queryClient.fetchQuery(logDownloadLinkQuery(file));
      } catch {
        notifyError(i18n._(messages.downloadFailed));
        return;
      }
      if ((await checkDownloadLink(link, headStatus)) === 'ok') navigate(link as string);
      else notifyError(i18n._(messages.downloadAddressWrong));
    } finally {
      busy.current = false;
      setPendingId(undefined);
    }
  }

  return { download, pendingId };
}
