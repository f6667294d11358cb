// What happens when the server ends the session, once for every call (specification 002 §8.1):
// HTTP 401 or a redirect → login with 'Timeout has expired'; body code '403' → its message, then user info,
// tab choices and language are cleared and the user goes to login. The server's session is the browser's, so
// the other tabs are told and go to login too (src/api/session-follow.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { describeApiError, messages } from '../api/error-messages';
import { clearSession } from '../api/session';
import { announceSignedOut } from '../api/session-follow';
import { notifyError } from '../components/ui/toaster';
import { i18n } from '../api/i18n';

interface LeaveDeps {
  queryClient: () => QueryClient;
  goToLogin: (redirectTo?: string) => void;
}

export function endSession(reason: 'timeout' | 'ended', error: ApiError, deps: LeaveDeps) {
  if (reason === 'timeout') notifyError(i18n._(messages.sessionTimeout));
  else if (error.serverMessage) notifyError(describeApiError(i18n, error));
  announceSignedOut();
  leaveForLogin({ keepLanguage: reason === 'timeout' }, deps);
}

/** This tab's session is over: what it holds goes, and login opens with the way back to this screen. */
export function leaveForLogin({ keepLanguage }: { keepLanguage: boolean }, deps: LeaveDeps) {
  clearSession({ keepLanguage });
  deps.queryClient().clear();
  // Either way the user signs in again where they were (000 §2: 'the originally requested URL'); the login
  // screen checks the redirect is same-origin and that the new user may open it.
  deps.goToLogin(window.location.pathname + window.location.search);
}
