// Downloading a log file: ask for its link, check that the link answers 200, then send the browser to it.
// A failed call says 'Download Failed'; a link that does not answer 200 says the address is wrong (000 §8).
// One download at a time: a second click while one is being prepared does nothing.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messages } from '../../../api/error-messages';
import { notifyError } from '../../../components/ui/toaster';
import { checkDownloadLink } from '../rules/download-link';
import { logDownloadLinkQuery } from './log-queries';

const headStatus = (url: string) => fetch(url, { method: 'HEAD', credentials: 'omit' });

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
